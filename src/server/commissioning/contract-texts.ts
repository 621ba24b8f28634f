import fs from 'node:fs';
import path from 'node:path';
import { mandateOf, type ProductName } from '@/domain/products';
import type { Language } from '@/basics/language';
import versions from '../../../content/commissioning/versions.json';

/**
 * The texts a customer agrees to when ordering: the terms, the instruction and power of attorney (or,
 * for account fees, the sale of the claim), the SEPA mandate, the request to start early and the
 * withdrawal information with the model form. They live in content/commissioning/<version>/<language>/
 * as Markdown with {{placeholders}}; a released version never changes (a unit test compares each file
 * with its SHA-256 in versions.json), because the mandate record names the version the customer
 * agreed to. Changing a text means adding a version and making it `current`.
 */
export const contractDocuments = [
  'terms',
  'mandate-collection',
  'mandate-labour',
  'mandate-claim-purchase',
  'mandate-membership',
  'sepa-mandate',
  'early-start',
  'withdrawal',
  'withdrawal-form',
] as const;

export type ContractDocument = (typeof contractDocuments)[number];

export interface ContractTextVersion {
  /** `draft` until the provider's lawyers have approved the texts; the confirmation then says so. */
  status: 'draft' | 'reviewed';
  /** SHA-256 (hex) of each file, by `<language>/<document>.md`. */
  sha256: Record<string, string>;
}

const registry = versions as { current: string; versions: Record<string, ContractTextVersion> };

/** The version new orders agree to. */
export const currentContractTextVersion: string = registry.current;

export const contractTextVersions = (): Record<string, ContractTextVersion> => registry.versions;

export const isContractTextVersion = (value: string): boolean => Object.hasOwn(registry.versions, value);

/** The mandate a product's order consists of. */
export const mandateDocumentOf = (product: ProductName): ContractDocument => mandateOf(product);

export const contractTextsDir = path.join(process.cwd(), 'content', 'commissioning');

const cache = new Map<string, string>();

/** A document's Markdown source in a version and language (read once per process). */
export function readContractText(version: string, language: Language, document: ContractDocument): string {
  if (!isContractTextVersion(version)) throw new Error(`unknown contract text version "${version}"`);
  const file = path.join(contractTextsDir, version, language, `${document}.md`);
  let text = cache.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    cache.set(file, text);
  }
  return text;
}
