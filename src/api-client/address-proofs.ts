/** Proving an e-mail address with the token of a link (contract: src/contracts/address-proofs.ts). */
import type { AddressProofRequest } from '@/contracts/address-proofs';
import { call, withContract } from './http';

const addressProofs = () => import('@/contracts/address-proofs');

export const proveAddress = (request: AddressProofRequest) => withContract(addressProofs, ({ proveAddress: endpoint }) => call('commissioning', endpoint, { body: request }));
