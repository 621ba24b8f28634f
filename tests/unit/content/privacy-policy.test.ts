import fs from 'node:fs';
import path from 'node:path';

const policy = (language: 'de' | 'en') => fs.readFileSync(path.join(__dirname, '..', '..', '..', 'content', 'pages', language, 'privacy.md'), 'utf8');

/** What the privacy policy must say about case files, recipients, sources, consents and periods (Art. 9, 13, 14 GDPR). */
const required = {
  de: {
    specialCategories: /Gesundheitsdaten[\s\S]*Gewerkschaft[\s\S]*Art\. 9 Abs\. 2 lit\. f DSGVO/,
    fromOthers: /Art\. 14 DSGVO[\s\S]*von der Gegenseite/,
    recipients: /Partnerkanzlei[\s\S]*Banken für den SEPA-Lastschrifteinzug[\s\S]*Hosting und E-Mail-Versand/,
    consentRecord: /IP-Adresse und die Kennung Ihres Browsers[\s\S]*Art\. 6 Abs\. 1 lit\. f DSGVO/,
    periods: /sechs Jahre als Handelsbrief[\s\S]*acht Jahre als Beleg[\s\S]*Ende des Kalenderjahres[\s\S]*§ 257 Abs\. 5 HGB, § 147 Abs\. 4 AO/,
  },
  en: {
    specialCategories: /health data[\s\S]*trade union[\s\S]*Art\. 9\(2\)\(f\) GDPR/,
    fromOthers: /Art\. 14 GDPR[\s\S]*from the other side/,
    recipients: /partner law firm[\s\S]*banks for collecting your membership by SEPA direct debit[\s\S]*hosting and email delivery/,
    consentRecord: /IP address and your browser's identification[\s\S]*Art\. 6\(1\)\(f\) GDPR/,
    periods: /six years as a commercial letter[\s\S]*eight years as the voucher[\s\S]*end of the calendar year[\s\S]*section 257\(5\) HGB, section 147\(4\) AO/,
  },
};

describe('the privacy policy', () => {
  for (const language of ['de', 'en'] as const) {
    it.each(Object.entries(required[language]))(`${language}: says %s`, (_, pattern) => {
      expect(policy(language)).toMatch(pattern);
    });
  }
});
