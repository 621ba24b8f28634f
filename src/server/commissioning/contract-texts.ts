import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@/basics/language';
import {
  claimBasesFile,
  type ContractDocument,
  isContractTextVersion,
  parseClaimBases,
  type ClaimBases,
  versionHasDocument,
} from '@/content/contract-versions';

/**
 * The texts a customer agrees to when ordering: the terms, the contracts of the product (mandate, sale
 * of the claim, or funding agreement and mandate to the partner law firm), the SEPA mandate, the request
 * to start early, the information before the order and the withdrawal information with the model form.
 * They live in content/commissioning/<version>/<language>/ as Markdown with {{placeholders}}; a released
 * version never changes (a unit test compares each file with its SHA-256 in versions.json), because the
 * mandate record names the version the customer agreed to. Which documents a version holds and which an
 * order consists of: src/content/contract-versions.ts.
 */
export {
  type ContractDocument,
  contractDocuments,
  type ContractTextVersion,
  contractTextVersions,
  currentContractTextVersion,
  isContractTextVersion,
  orderDocumentsOf,
} from '@/content/contract-versions';

export const contractTextsDir = path.join(process.cwd(), 'content', 'commissioning');

const cache = new Map<string, string>();

function readOnce(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    cache.set(file, text);
  }
  return text;
}

/** A document's Markdown source in a version and language (read once per process). */
export function readContractText(version: string, language: Language, document: ContractDocument): string {
  if (!isContractTextVersion(version)) throw new Error(`unknown contract text version "${version}"`);
  if (!versionHasDocument(version, document)) throw new Error(`contract text version "${version}" has no document "${document}"`);
  return readOnce(path.join(contractTextsDir, version, language, `${document}.md`));
}

/** The legal basis of each collection product's claim in a version and language (none before 2026-2). */
export function readClaimBases(version: string, language: Language): ClaimBases {
  if (!isContractTextVersion(version)) throw new Error(`unknown contract text version "${version}"`);
  const file = path.join(contractTextsDir, version, language, claimBasesFile);
  return parseClaimBases(fs.existsSync(file) ? readOnce(file) : undefined, file);
}
