/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '@/content/markdown';
import { productNames } from '@/domain/products';
import { languages } from '@/basics/language';
import { versionsWithOrderDocuments } from '@/content/contract-versions';
import {
  contractDocuments,
  contractTextsDir,
  contractTextVersions,
  currentContractTextVersion,
  orderDocumentsOf,
  readClaimBases,
  readContractText,
} from '@/server/commissioning/contract-texts';

const placeholders = (text: string) => [...new Set(Array.from(text.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => match[1]))].sort();

/** The documents a version holds: the Markdown files its hash list names. */
const documentsOf = (version: string) =>
  contractDocuments.filter((document) => Object.hasOwn(contractTextVersions()[version].sha256, `de/${document}.md`));

const text = (version: string, language: 'de' | 'en', document: (typeof contractDocuments)[number]) => readContractText(version, language, document).replace(/\s+/g, ' ');

describe('contract texts', () => {
  const versions = Object.entries(contractTextVersions());

  it('has a current version that is released', () => {
    expect(contractTextVersions()[currentContractTextVersion]).toBeDefined();
  });

  it('keeps every version a draft until the lawyers have reviewed it', () => {
    for (const [, { status }] of versions) expect(['draft', 'reviewed']).toContain(status);
    expect(contractTextVersions()['2026-2'].status).toBe('draft');
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

  it.each(versions)('version %s has each of its documents in both languages, with the same placeholders, as valid Markdown', (version) => {
    expect(documentsOf(version)).toEqual(expect.arrayContaining(['terms', 'withdrawal', 'withdrawal-form', 'early-start', 'mandate-membership', 'sepa-mandate']));
    for (const document of documentsOf(version)) {
      const [de, en] = languages.map((language) => readContractText(version, language, document));
      expect({ document, placeholders: placeholders(en) }).toEqual({ document, placeholders: placeholders(de) });
      for (const [language, source] of [['de', de], ['en', en]]) {
        expect(() => parseMarkdown(source, { file: `${version}/${language}/${document}.md` })).not.toThrow();
      }
    }
  });

  it('says for every version which documents an order of each product consists of, and each is in the version', () => {
    expect(versionsWithOrderDocuments().sort()).toEqual(versions.map(([version]) => version).sort());
    for (const [version] of versions) {
      for (const product of productNames) {
        const { contracts, information } = orderDocumentsOf(version, product);
        expect(contracts.length).toBeGreaterThan(0);
        for (const document of [...contracts, ...information]) expect(documentsOf(version)).toContain(document);
      }
    }
  });

  it('keeps what version 2026-1 agreed to: the labour products as a mandate to the provider', () => {
    expect(productNames.map((product) => orderDocumentsOf('2026-1', product).contracts)).toEqual([
      ['mandate-collection'],
      ['mandate-collection'],
      ['mandate-collection'],
      ['mandate-collection'],
      ['mandate-collection'],
      ['mandate-labour'],
      ['mandate-labour'],
      ['mandate-claim-purchase'],
      ['mandate-collection'],
      ['mandate-collection'],
    ]);
    expect(() => readContractText('2026-1', 'de', 'funding-labour')).toThrow('has no document');
  });

  describe('version 2026-2', () => {
    it('makes the labour products a funding agreement with the provider and a mandate to the partner law firm', () => {
      for (const product of ['dismissal', 'termination-agreement'] as const) {
        expect(orderDocumentsOf('2026-2', product)).toEqual({ contracts: ['funding-labour', 'mandate-law-firm'], information: [], lawFirm: true });
      }
      expect(placeholders(readContractText('2026-2', 'de', 'mandate-law-firm'))).toEqual(expect.arrayContaining(['lawFirm', 'lawFirmAddress']));
      // Fee sharing with lawyers is restricted (§ 49b Abs. 3 BRAO); the firm is independent of the funder.
      expect(text('2026-2', 'de', 'mandate-law-firm')).toContain('ist an Weisungen von {{provider}} nicht gebunden');
      expect(text('2026-2', 'de', 'terms')).toContain('§ 49b Abs. 3 BRAO');
      expect(text('2026-2', 'de', 'funding-labour')).toContain('Ohne Erfolg schulde ich nichts.');
    });

    it('keeps rent-brake and account-fee claims with the provider: a collection mandate with the § 13b RDG information, and a sale', () => {
      expect(orderDocumentsOf('2026-2', 'rent-brake')).toEqual({ contracts: ['mandate-collection'], information: ['rdg-information'], lawFirm: false });
      expect(orderDocumentsOf('2026-2', 'account-fees')).toEqual({ contracts: ['mandate-claim-purchase'], information: [], lawFirm: false });
      for (const language of languages) {
        // § 13b Abs. 1 RDG: other ways to enforce (Nr. 1), funder (Nr. 2), settlement (Nr. 3), supervisory authority (Nr. 4).
        expect(placeholders(readContractText('2026-2', language, 'rdg-information'))).toEqual(
          expect.arrayContaining(['claimBasis', 'rdgAuthority', 'rdgAuthorityContact', 'rdgRegistration']),
        );
      }
      expect(text('2026-2', 'de', 'rdg-information')).toContain('Sie können Ihren Anspruch auch selbst geltend machen');
      expect(text('2026-2', 'de', 'rdg-information')).toContain('nur mit Ihrer vorherigen Zustimmung in Textform');
      expect(text('2026-2', 'en', 'rdg-information')).toContain('no litigation funder is involved');
    });

    it('names the legal basis of every collection product, in both languages', () => {
      const collection = productNames.filter((product) => orderDocumentsOf('2026-2', product).information.includes('rdg-information'));
      expect(collection).toHaveLength(7);
      for (const language of languages) {
        const bases = readClaimBases('2026-2', language);
        expect(Object.keys(bases).sort()).toEqual([...collection].sort());
        for (const basis of Object.values(bases)) expect(basis).toMatch(/§|section/);
      }
      expect(readClaimBases('2026-1', 'de')).toEqual({});
    });

    it('tells of the withdrawal function in the withdrawal information (§ 356a BGB)', () => {
      expect(text('2026-2', 'de', 'withdrawal')).toContain('die Schaltfläche „Vertrag widerrufen“ unten auf jeder Seite unseres Portals ({{portalUrl}}); eine Anmeldung ist dafür nicht nötig');
      expect(text('2026-2', 'en', 'withdrawal')).toContain('the "Withdraw from contract" button at the bottom of every page of our portal ({{portalUrl}})');
      expect(text('2026-1', 'de', 'withdrawal')).not.toContain('Widerrufsfunktion');
    });

    it('defines success per product and the value basis for compensation after an early start (§ 357a Abs. 2 BGB)', () => {
      const terms = text('2026-2', 'de', 'terms');
      for (const product of ['Mietpreisbremse', 'Kündigung', 'Aufhebungsvertrag', 'Mietkaution', 'Langsames Internet']) expect(terms).toContain(`**${product}:**`);
      expect(terms).toContain('sie löst keine Provision aus');
      expect(terms).toContain('Kein Erfolg sind insbesondere: das Fortbestehen Ihres Arbeitsverhältnisses, Lohn und Gehalt');
      expect(terms).toContain('### 6. Wertersatz nach einem Widerruf (§ 357a Abs. 2 BGB)');
      expect(terms).toContain('Anspruch bei der Gegenseite geltend gemacht (zum Beispiel Rüge, Aufforderung, Klage eingereicht): 40 %');
      expect(text('2026-2', 'en', 'terms')).toContain('### 6. Compensation after a withdrawal (section 357a(2) BGB)');
    });

    it('states how complaints are handled (Art. 246a § 1 Abs. 1 Nr. 7 EGBGB)', () => {
      expect(text('2026-2', 'de', 'terms')).toContain('### 11. Beschwerden');
      expect(text('2026-2', 'de', 'terms')).toContain('innerhalb von zwei Werktagen');
      expect(text('2026-2', 'en', 'terms')).toContain('### 11. Complaints');
    });
  });

  it('refuses a version that does not exist', () => {
    expect(() => readContractText('1999-1', 'de', 'terms')).toThrow('unknown contract text version');
    expect(() => orderDocumentsOf('1999-1', 'dismissal')).toThrow('unknown contract text version');
  });
});
