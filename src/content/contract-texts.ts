/**
 * The contract texts an order agrees to (content/commissioning/<version>/<language>/<document>.md), as
 * the portal's terms and withdrawal pages and the order summary show them: the current version, with the
 * parties' data filled in as in the order confirmation.
 */
import type { Language } from '@/basics/language';
import { type ProductName } from '@/domain/products';
import {
  claimBasesFile,
  contractPartyValues,
  contractTextVersions,
  currentContractTextVersion,
  orderDocumentsOf,
  parseClaimBases,
  type ContractDocument,
} from './contract-versions';
import { readContentFile } from './files';
import { ContentError, parseMarkdown } from './markdown';
import type { ContentNode } from './types';
import { fillPlaceholders } from './placeholders';

/** The contract texts that have a page of their own. */
export const publishedContractTexts = ['terms', 'withdrawal'] as const;
export type PublishedContractText = (typeof publishedContractTexts)[number];

/** The version new orders agree to, and whether lawyers have reviewed it yet. */
export const currentContractTexts = { version: currentContractTextVersion, status: contractTextVersions()[currentContractTextVersion].status };

function readText(dir: string, version: string, language: Language, document: ContractDocument) {
  const found = readContentFile(dir, 'commissioning', version, language, `${document}.md`);
  if (!found) throw new Error(`content/commissioning/${version}/${language}/${document}.md is missing`);
  return found;
}

/** The text's Markdown below its own title (the page's h1 says it), sections as the page's h2. */
export function contractTextMarkdown(dir: string, language: Language, document: PublishedContractText): { file: string; markdown: string } {
  const found = readText(dir, currentContractTexts.version, language, document);
  const [first, ...rest] = found.source.split('\n');
  if (!first.startsWith('## ')) throw new ContentError(found.file, 'a contract text starts with its title as "## "');
  const markdown = fillPlaceholders(rest.join('\n'), contractPartyValues(), found.file).replace(/^#(#+) /gm, '$1 ');
  return { file: found.file, markdown };
}

/** What the order's own answers fill into its texts; the summary fills them as the customer types. */
export const orderPlaceholders = ['subject', 'bank', 'iban', 'payout', 'payoutIban'] as const;
export type OrderPlaceholder = (typeof orderPlaceholders)[number];

export interface OrderTexts {
  /** The contract text version the texts are of; the order names it. */
  version: string;
  /** `draft` until the provider's lawyers have approved the version: the summary says so. */
  status: 'draft' | 'reviewed';
  /** What the customer signs by typing their name: the mandate (or the sale of the claim, or the funding agreement and the mandate to the partner law firm). */
  mandate: ContentNode[];
  /** What the customer is told before ordering besides the fee (the § 13b RDG information for a collection order); empty when nothing. */
  information: ContentNode[];
  /** The express request to start before the withdrawal period ends. */
  earlyStart: ContentNode[];
  /** The withdrawal information, shown on request before the order. */
  withdrawal: ContentNode[];
  /** Whether the customer also contracts with the partner law firm (labour products from 2026-2). */
  lawFirm: boolean;
}

/**
 * The texts the order summary shows before the customer signs, in the current version: the product's
 * contracts, the information the law requires before the order, the early-start request and the
 * withdrawal information, the parties' data and the product's claim basis filled in, and the order's own
 * placeholders ({{subject}}, {{bank}}, {{iban}}, {{payout}}, {{payoutIban}}) left for the screen to fill.
 */
export function orderTexts(dir: string, language: Language, product: ProductName): OrderTexts {
  const { version, status } = currentContractTexts;
  const keep = Object.fromEntries(orderPlaceholders.map((name) => [name, `{{${name}}}`]));
  const bases = readContentFile(dir, 'commissioning', version, language, claimBasesFile);
  const claimBasis = parseClaimBases(bases?.source, bases?.file ?? claimBasesFile)[product] ?? '';
  const read = (document: ContractDocument): ContentNode[] => {
    const found = readText(dir, version, language, document);
    const markdown = fillPlaceholders(found.source, { ...contractPartyValues(), claimBasis, ...keep }, found.file).replace(/^## /gm, '### ');
    return parseMarkdown(markdown, { file: found.file });
  };
  const documents = orderDocumentsOf(version, product);
  return {
    version,
    status,
    mandate: documents.contracts.flatMap(read),
    information: documents.information.flatMap(read),
    earlyStart: read('early-start'),
    withdrawal: read('withdrawal'),
    lawFirm: documents.lawFirm,
  };
}
