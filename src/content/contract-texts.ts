/**
 * The contract texts an order agrees to (content/commissioning/<version>/<language>/<document>.md), as
 * the portal's terms and withdrawal pages show them: the current version, with the provider's data
 * filled in as in the order confirmation, its headings one level down from the page's title.
 */
import type { Language } from '@/basics/language';
import { brand } from '@/basics/brand';
import { provider } from '@/basics/provider';
import versions from '../../content/commissioning/versions.json';
import { mandateOf, type ProductName } from '@/domain/products';
import { readContentFile } from './files';
import { ContentError, parseMarkdown } from './markdown';
import type { ContentNode } from './types';
import { fillPlaceholders } from './placeholders';

/** The contract texts that have a page of their own. */
export const publishedContractTexts = ['terms', 'withdrawal'] as const;
export type PublishedContractText = (typeof publishedContractTexts)[number];

const registry = versions as { current: string; versions: Record<string, { status: 'draft' | 'reviewed' }> };

/** The version new orders agree to, and whether lawyers have reviewed it yet. */
export const currentContractTexts = { version: registry.current, status: registry.versions[registry.current].status };

/** The text's Markdown below its own title (the page's h1 says it), sections as the page's h2. */
const providerValues = () => ({
  provider: provider.company,
  providerAddress: `${provider.street}, ${provider.postalCode} ${provider.city}`,
  providerEmail: brand.supportEmail,
  providerPhone: brand.phone,
});

export function contractTextMarkdown(dir: string, language: Language, document: PublishedContractText): { file: string; markdown: string } {
  const found = readContentFile(dir, 'commissioning', currentContractTexts.version, language, `${document}.md`);
  if (!found) throw new Error(`content/commissioning/${currentContractTexts.version}/${language}/${document}.md is missing`);
  const [first, ...rest] = found.source.split('\n');
  if (!first.startsWith('## ')) throw new ContentError(found.file, 'a contract text starts with its title as "## "');
  const markdown = fillPlaceholders(rest.join('\n'), providerValues(), found.file).replace(/^#(#+) /gm, '$1 ');
  return { file: found.file, markdown };
}

/** What the order's own answers fill into its texts; the summary fills them as the customer types. */
export const orderPlaceholders = ['subject', 'bank', 'iban', 'payout'] as const;
export type OrderPlaceholder = (typeof orderPlaceholders)[number];

export interface OrderTexts {
  /** The contract text version the texts are of; the order names it. */
  version: string;
  /** `draft` until the provider's lawyers have approved the version: the summary says so. */
  status: 'draft' | 'reviewed';
  /** The mandate and power of attorney (or the sale of the claim) the customer signs by typing their name. */
  mandate: ContentNode[];
  /** The express request to start before the withdrawal period ends. */
  earlyStart: ContentNode[];
}

/**
 * The texts the order summary shows in full before the customer signs, in the current version: the
 * product's mandate and the early-start request, the provider's data filled in and the order's own
 * placeholders ({{subject}}, {{bank}}, {{iban}}, {{payout}}) left for the screen to fill.
 */
export function orderTexts(dir: string, language: Language, product: ProductName): OrderTexts {
  const keep = Object.fromEntries(orderPlaceholders.map((name) => [name, `{{${name}}}`]));
  const read = (document: string): ContentNode[] => {
    const found = readContentFile(dir, 'commissioning', currentContractTexts.version, language, `${document}.md`);
    if (!found) throw new Error(`content/commissioning/${currentContractTexts.version}/${language}/${document}.md is missing`);
    const markdown = fillPlaceholders(found.source, { ...providerValues(), ...keep }, found.file).replace(/^## /gm, '### ');
    return parseMarkdown(markdown, { file: found.file });
  };
  return { version: currentContractTexts.version, status: currentContractTexts.status, mandate: read(mandateOf(product)), earlyStart: read('early-start') };
}
