/**
 * The contract text versions (content/commissioning/versions.json) and what each consists of: the
 * documents of an order per product, the information given before it, and the parties' data the texts
 * name. The portal's pages and summary and the backend's confirmation PDF read the texts through this one
 * module, so both always agree on which documents an order of a version agreed to.
 */
import { brand } from '@/basics/brand';
import { partnerLawFirm, partnerLawFirmAddress } from '@/basics/partner-law-firm';
import { provider } from '@/basics/provider';
import { appUrlOf } from '@/basics/public-origin';
import { mandateOf, type ProductMandate, type ProductName } from '@/domain/products';
import versions from '../../content/commissioning/versions.json';

/** Every document any version holds; a version holds the ones its hash list names. */
export const contractDocuments = [
  'terms',
  'mandate-collection',
  'mandate-labour',
  'funding-labour',
  'mandate-law-firm',
  'mandate-claim-purchase',
  'mandate-membership',
  'sepa-mandate',
  'early-start',
  'rdg-information',
  'withdrawal',
  'withdrawal-form',
] as const;

export type ContractDocument = (typeof contractDocuments)[number];

export interface ContractTextVersion {
  /** `draft` until the provider's lawyers have approved the texts; the confirmation then says so. */
  status: 'draft' | 'reviewed';
  /** SHA-256 (hex) of each file, by `<language>/<file>`. */
  sha256: Record<string, string>;
}

const registry = versions as { current: string; versions: Record<string, ContractTextVersion> };

/** The version new orders agree to. */
export const currentContractTextVersion: string = registry.current;

export const contractTextVersions = (): Record<string, ContractTextVersion> => registry.versions;

export const isContractTextVersion = (value: string): boolean => Object.hasOwn(registry.versions, value);

/** Whether a version holds a document (a later version may add or retire one). */
export const versionHasDocument = (version: string, document: ContractDocument): boolean =>
  isContractTextVersion(version) && Object.hasOwn(registry.versions[version].sha256, `de/${document}.md`);

/** What an order of one contract model consists of in a version. */
export interface OrderDocuments {
  /** What the customer signs by typing their name, in this order. */
  contracts: ContractDocument[];
  /** What the customer must be told before ordering, beside the terms and the withdrawal information. */
  information: ContractDocument[];
  /** Whether a partner law firm is a party the customer contracts with. */
  lawFirm: boolean;
}

/**
 * The documents per version and contract model. 2026-1 had the labour products as a mandate to the
 * provider that refers the client to a law firm; from 2026-2 the client mandates the partner law firm
 * and the provider funds the case (§ 3 RDG, § 49b BRAO), and collection orders carry the § 13b RDG
 * information. A new version adds its line here (a unit test checks every version has one).
 */
const orderDocumentsByVersion: Record<string, Record<ProductMandate, OrderDocuments>> = {
  '2026-1': {
    'mandate-collection': { contracts: ['mandate-collection'], information: [], lawFirm: false },
    'mandate-labour': { contracts: ['mandate-labour'], information: [], lawFirm: false },
    'mandate-claim-purchase': { contracts: ['mandate-claim-purchase'], information: [], lawFirm: false },
  },
  '2026-2': {
    'mandate-collection': { contracts: ['mandate-collection'], information: ['rdg-information'], lawFirm: false },
    'mandate-labour': { contracts: ['funding-labour', 'mandate-law-firm'], information: [], lawFirm: true },
    'mandate-claim-purchase': { contracts: ['mandate-claim-purchase'], information: [], lawFirm: false },
  },
};

export const versionsWithOrderDocuments = (): string[] => Object.keys(orderDocumentsByVersion);

/** The documents an order of a product consists of in a version. */
export function orderDocumentsOf(version: string, product: ProductName): OrderDocuments {
  const model = orderDocumentsByVersion[version];
  if (!model) throw new Error(`unknown contract text version "${version}"`);
  return model[mandateOf(product)];
}

/** Where the portal is, as the withdrawal information names it: the withdrawal function is on every page. */
export const portalAddress = (): string => appUrlOf({ APP_URL: process.env.APP_URL, PORT: process.env.PORT });

/**
 * The parties' data every contract text may name: the provider (imprint data, § 13b RDG registration
 * and supervisory authority), its partner law firm, and the portal, whose every page carries the
 * withdrawal function. Filled the same in the pages, the summary and the confirmation.
 */
export function contractPartyValues(): Record<string, string> {
  return {
    provider: provider.company,
    providerAddress: `${provider.street}, ${provider.postalCode} ${provider.city}`,
    providerEmail: brand.supportEmail,
    providerPhone: brand.phone,
    rdgRegistration: provider.rdgRegistration,
    rdgAuthority: provider.rdgAuthority,
    rdgAuthorityContact: provider.rdgAuthorityContact,
    lawFirm: partnerLawFirm.name,
    lawFirmAddress: partnerLawFirmAddress(),
    lawFirmEmail: partnerLawFirm.email,
    lawFirmPhone: partnerLawFirm.phone,
    portalUrl: portalAddress(),
  };
}

/** The legal basis of each collection product's claim, as the § 13b RDG information states it. */
export type ClaimBases = Partial<Record<ProductName, string>>;

export const claimBasesFile = 'claim-bases.json';

/** A version's claim bases from its file's text (undefined: the version has none). */
export function parseClaimBases(source: string | undefined, file: string): ClaimBases {
  if (source === undefined) return {};
  const parsed = JSON.parse(source) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Object.values(parsed).some((value) => typeof value !== 'string')) {
    throw new Error(`${file}: a claim basis per product, as text`);
  }
  return parsed as ClaimBases;
}
