/**
 * The commissioning service (contract: src/contracts/commissioning.ts): a product's order funnel, the
 * upload draft and its documents, and placing the order. The draft token travels in a header, never
 * in a URL, so it stays out of logs and referrers.
 */
import type { Language } from '@/basics/language';
import type { OrderRequest } from '@/contracts/commissioning';
import type { StoredAuth } from '@/contracts/accounts';
import { draftTokenHeader, fileNameHeader } from '@/contracts/vocabulary/commissioning';
import type { ProductName } from '@/domain/products';
import { call, withContract } from './http';

const commissioning = () => import('@/contracts/commissioning');


export const fetchFunnel = (product: ProductName, language: Language) =>
  withContract(commissioning, ({ funnelRequest }) => call('commissioning', funnelRequest, { params: { product }, query: { locale: language } }));

/** A new upload draft with the limits its uploads keep to. */
export const startDraft = () => withContract(commissioning, ({ newDraft }) => call('commissioning', newDraft));

export const listDraftDocuments = (draftToken: string) =>
  withContract(commissioning, ({ draftDocuments }) => call('commissioning', draftDocuments, { headers: { [draftTokenHeader]: draftToken } }));

/** Uploads one file to the draft under a document question (`category`). */
export const uploadDraftDocument = (draftToken: string, category: string, file: File, signal?: AbortSignal) =>
  withContract(commissioning, ({ uploadDocument }) =>
    call('commissioning', uploadDocument, {
      body: file,
      query: { category },
      headers: { [draftTokenHeader]: draftToken, [fileNameHeader]: encodeURIComponent(file.name) },
      signal,
    }),
  );

export const removeDraftDocument = (draftToken: string, id: string) =>
  withContract(commissioning, ({ deleteDraftDocument }) => call('commissioning', deleteDraftDocument, { params: { id }, headers: { [draftTokenHeader]: draftToken } }));

/** Places the order; the same idempotency key and draft answer the case the first request opened. */
/** With the session of an account with the order's address (`auth`), the address counts as proven at once. */
export const sendOrder = (order: OrderRequest, auth?: StoredAuth | null) => withContract(commissioning, ({ placeOrder }) => call('commissioning', placeOrder, { body: order, auth }));

/** The bank a German IBAN belongs to (null: none known), as the account-fee sale names it. */
export const fetchIbanBank = (iban: string) => withContract(commissioning, ({ ibanBank }) => call('commissioning', ibanBank, { body: { iban } }));
