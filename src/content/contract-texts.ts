/**
 * The contract texts an order agrees to (content/commissioning/<version>/<language>/<document>.md), as
 * the portal's terms and withdrawal pages show them: the current version, with the provider's data
 * filled in as in the order confirmation, its headings one level down from the page's title.
 */
import type { Language } from '@/basics/language';
import { brand } from '@/basics/brand';
import { provider } from '@/basics/provider';
import versions from '../../content/commissioning/versions.json';
import { readContentFile } from './files';
import { ContentError } from './markdown';
import { fillPlaceholders } from './placeholders';

/** The contract texts that have a page of their own. */
export const publishedContractTexts = ['terms', 'withdrawal'] as const;
export type PublishedContractText = (typeof publishedContractTexts)[number];

const registry = versions as { current: string; versions: Record<string, { status: 'draft' | 'reviewed' }> };

/** The version new orders agree to, and whether lawyers have reviewed it yet. */
export const currentContractTexts = { version: registry.current, status: registry.versions[registry.current].status };

/** The text's Markdown below its own title (the page's h1 says it), sections as the page's h2. */
export function contractTextMarkdown(dir: string, language: Language, document: PublishedContractText): { file: string; markdown: string } {
  const found = readContentFile(dir, 'commissioning', currentContractTexts.version, language, `${document}.md`);
  if (!found) throw new Error(`content/commissioning/${currentContractTexts.version}/${language}/${document}.md is missing`);
  const [first, ...rest] = found.source.split('\n');
  if (!first.startsWith('## ')) throw new ContentError(found.file, 'a contract text starts with its title as "## "');
  const values = {
    provider: provider.company,
    providerAddress: `${provider.street}, ${provider.postalCode} ${provider.city}`,
    providerEmail: brand.supportEmail,
    providerPhone: brand.phone,
  };
  const markdown = fillPlaceholders(rest.join('\n'), values, found.file).replace(/^#(#+) /gm, '$1 ');
  return { file: found.file, markdown };
}
