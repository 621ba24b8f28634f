/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '@/content/markdown';
import { productNames } from '@/domain/products';
import { languages } from '@/basics/language';
import {
  contractDocuments,
  contractTextsDir,
  contractTextVersions,
  currentContractTextVersion,
  mandateDocumentOf,
  readContractText,
} from '@/server/commissioning/contract-texts';

const placeholders = (text: string) => [...new Set(Array.from(text.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => match[1]))].sort();

describe('contract texts', () => {
  const versions = Object.entries(contractTextVersions());

  it('has a current version that is released', () => {
    expect(contractTextVersions()[currentContractTextVersion]).toBeDefined();
  });

  it.each(versions)('version %s is unchanged since its release (add a new version to change a text)', (version, { sha256 }) => {
    const actual: Record<string, string> = {};
    for (const language of languages) {
      for (const file of fs.readdirSync(path.join(contractTextsDir, version, language)).sort()) {
        actual[`${language}/${file}`] = createHash('sha256').update(fs.readFileSync(path.join(contractTextsDir, version, language, file))).digest('hex');
      }
    }
    expect(actual).toEqual(sha256);
  });

  it.each(versions)('version %s has every document in both languages, with the same placeholders, as valid Markdown', (version) => {
    for (const document of contractDocuments) {
      const [de, en] = languages.map((language) => readContractText(version, language, document));
      expect({ document, placeholders: placeholders(en) }).toEqual({ document, placeholders: placeholders(de) });
      for (const [language, text] of [['de', de], ['en', en]]) {
        expect(() => parseMarkdown(text, { file: `${version}/${language}/${document}.md` })).not.toThrow();
      }
    }
  });

  it('gives every product a mandate', () => {
    expect(productNames.map(mandateDocumentOf)).toEqual([
      'mandate-collection',
      'mandate-collection',
      'mandate-collection',
      'mandate-collection',
      'mandate-collection',
      'mandate-labour',
      'mandate-labour',
      'mandate-claim-purchase',
      'mandate-collection',
      'mandate-collection',
    ]);
  });

  it('refuses a version that does not exist', () => {
    expect(() => readContractText('1999-1', 'de', 'terms')).toThrow('unknown contract text version');
  });
});
