/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';
import { defaultPriceList } from '@/domain/pricing/default-price-list';
import { DEMO_CREDITOR_IDENTIFIER } from '@/domain/sepa/creditor-identifier';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { type OrderConfirmationInput, orderConfirmationPdf } from '@/server/commissioning/confirmation/confirmation-pdf';
import { partnerLawFirm } from '@/basics/partner-law-firm';
import { provider } from '@/basics/provider';
import { providerDetails } from '@/server/commissioning/settings';
import { pdfText } from '../../../../support/pdf-text';

const consent = {
  textVersion: currentContractTextVersion,
  typedName: 'Ayşe Łukasz-Dvořák',
  at: new Date('2026-03-16T09:15:12Z'),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1',
  earlyStart: true,
};

const dismissalOrder: OrderConfirmationInput = {
  language: 'de',
  provider: providerDetails(),
  customer: { fullName: 'Ayşe Łukasz-Dvořák', email: 'ayse@example.org' },
  order: {
    kind: 'claim',
    product: 'dismissal',
    feeRule: defaultPriceList.successFees.dismissal,
    achievedCents: 1_500_000,
    referenceNumber: '2026-7Q4M-X9P2',
    dismissal: { received: '2026-03-13', deadline: '2026-04-07' },
  },
  consent,
};

/** The document's text on one line per page, with the layout's line breaks as spaces (no-break spaces stay). */
const flat = async (bytes: Uint8Array) => (await pdfText(bytes)).map((page) => page.replace(/[ \n]+/g, ' '));

jest.setTimeout(20_000);

describe('order confirmation PDF', () => {
  it('is a PDF with its title, language and the time of the order', async () => {
    const bytes = await orderConfirmationPdf(dismissalOrder);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Auftragsbestätigung: Kündigung & Abfindung');
    expect(document.getCreationDate()).toEqual(consent.at);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('states provider, customer, order, fee, deadline and the consent record, with every character as typed', async () => {
    const text = (await flat(await orderConfirmationPdf(dismissalOrder))).join(' ');
    for (const expected of [
      'Auftragsbestätigung: Kündigung & Abfindung',
      provider.company,
      `${provider.street}, ${provider.postalCode} ${provider.city}, Deutschland`,
      'info@klarfall.de',
      'Ayşe Łukasz-Dvořák',
      'ayse@example.org',
      // Label and value stand in two columns of one line.
      'Aktenzeichen2026-7Q4M-X9P2',
      'Provision von 30\u00a0% der Abfindung, die wir für Sie erreichen (inkl. USt.)',
      'Bei 15.000\u00a0€ sind das 4.500\u00a0€.',
      '07.04.2026 (drei Wochen nach Zugang am 13.03.2026, § 4 KSchG)',
      `${currentContractTextVersion} (Entwurf, noch nicht anwaltlich geprüft)`,
      '16.03.2026, 10:15:12 MEZ (2026-03-16T09:15:12.000Z)',
      '203.0.113.7',
      'Mobile/15E148 Safari/604.1',
      'ausdrücklich verlangt',
      'Finanzierungsvertrag',
      `Ich verlange ausdrücklich, dass ${provider.company} (bei Aufträgen im Arbeitsrecht auch die Partnerkanzlei) vor Ablauf der Widerrufsfrist mit der Ausführung beginnt.`,
      'Allgemeine Geschäftsbedingungen',
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      'Muster-Widerrufsformular',
      'Hiermit widerrufe(n) ich/wir (*)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('numbers its pages in the footer', async () => {
    const pages = await pdfText(await orderConfirmationPdf(dismissalOrder));
    pages.forEach((page, index) => expect(page).toContain(`${provider.company} · Auftragsbestätigung · Seite ${index + 1} von ${pages.length}`));
  });

  it('prints names as text, never as Markdown, and marks characters the font lacks', async () => {
    const text = (
      await flat(
        await orderConfirmationPdf({
          ...dismissalOrder,
          order: { kind: 'claim', product: 'account-fees', feeRule: defaultPriceList.successFees['account-fees'], accountFeeClaim: { bankName: '*Bank* [x](javascript:alert(1))', iban: 'DE89370400440532013000' } },
          consent: { ...consent, typedName: 'Kim 🙂 Berger' },
        }),
      )
    ).join(' ');
    expect(text).toContain(`Ich verkaufe ${provider.company} meine Ansprüche gegen *Bank* [x](javascript:alert(1)) auf Rückzahlung`);
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Der Kaufpreis beträgt 20\u00a0€.');
    expect(text).toContain('Kim ? Berger');
    expect(text).not.toContain('Provision fällt nur im Erfolgsfall an');
  });

  it('needs the bank and IBAN for an account-fee claim, and only for that', async () => {
    await expect(orderConfirmationPdf({ ...dismissalOrder, order: { kind: 'claim', product: 'account-fees', feeRule: defaultPriceList.successFees['account-fees'] } })).rejects.toThrow(
      /accountFeeClaim/,
    );
    await expect(
      orderConfirmationPdf({ ...dismissalOrder, order: { ...dismissalOrder.order, accountFeeClaim: { bankName: 'Postbank', iban: 'DE89370400440532013000' } } as OrderConfirmationInput['order'] }),
    ).rejects.toThrow(/accountFeeClaim/);
  });

  it('confirms a membership with its price, term, cancellation and SEPA mandate, in English', async () => {
    const text = (
      await flat(
        await orderConfirmationPdf({
          language: 'en',
          provider: providerDetails(),
          customer: { fullName: 'Jürgen Groß', email: 'j@example.org' },
          order: {
            kind: 'membership',
            plan: 'tenant-protection',
            terms: defaultPriceList.memberships['tenant-protection'],
            tariffId: 'basic',
            sepa: {
              creditor: { name: 'Klarfall GmbH', identifier: DEMO_CREDITOR_IDENTIFIER, mandatePrefix: 'KLARFALL' },
              mandateReference: 'KLARFALL-2026-7Q4MX9P2',
              accountHolder: 'Jürgen Groß',
              iban: 'DE89370400440532013000',
            },
          },
          consent: { ...consent, typedName: 'Jürgen Groß', earlyStart: false },
        }),
      )
    ).join(' ');
    for (const expected of [
      'Confirmation of your membership: Tenant protection with lawyer hotline',
      'Basic tariff: €8 a month (VAT included)',
      'Minimum term 12 months',
      "You can cancel with one month's notice to the end of the minimum term",
      'not requested: we start once the withdrawal period has ended.',
      'SEPA direct debit mandate',
      `Creditor identifier: ${DEMO_CREDITOR_IDENTIFIER}`,
      'Mandate reference: KLARFALL-2026-7Q4MX9P2',
      'Account holder: Jürgen Groß',
      'Information on the right of withdrawal',
      'Model withdrawal form',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Start before the withdrawal period ends I expressly request');
    // A long label wraps within its column: compared without spaces.
    expect(text.replace(/\s/g, '')).toContain('SEPAdirectdebitmandategivenbyJürgenGroß,accountholderandmember');
    expect(text).not.toContain('Payment on behalf of');
  });

  it('gives a membership paid from another person\'s account the mandate in the holder\'s name, with their signature', async () => {
    const text = (
      await flat(
        await orderConfirmationPdf({
          language: 'de',
          provider: providerDetails(),
          customer: { fullName: 'Jonas Groß', email: 'jonas@example.org' },
          order: {
            kind: 'membership',
            plan: 'employment-protection',
            terms: defaultPriceList.memberships['employment-protection'],
            tariffId: 'basic',
            sepa: {
              creditor: { name: 'Klarfall GmbH', identifier: DEMO_CREDITOR_IDENTIFIER, mandatePrefix: 'KLARFALL' },
              mandateReference: 'KLARFALL-2026-7Q4MX9P2',
              accountHolder: 'Jürgen Groß',
              holderTypedName: 'Jürgen Groß',
              iban: 'DE89370400440532013000',
            },
          },
          consent: { ...consent, textVersion: '2026-2', typedName: 'Jonas Groß', earlyStart: false },
        }),
      )
    ).join(' ');
    // Long labels wrap within their column: compared without spaces.
    const compact = text.replace(/\s/g, '');
    for (const expected of [
      'Bestätigt durch Eingabe des vollständigen NamensJonas Groß',
      'SEPA-Lastschriftmandat erteilt vonJürgen Groß, Kontoinhaberin oder Kontoinhaber (nicht das Mitglied)',
      'Mandat bestätigt durch Eingabe des Namens der Kontoinhaberin oder des KontoinhabersJürgen Groß',
      'Zahlung für (Mitglied)Jonas Groß',
      'Kontoinhaberin oder Kontoinhaber: Jürgen Groß',
    ]) {
      expect(compact).toContain(expected.replace(/\s/g, ''));
    }
  });

  describe('in text version 2026-2', () => {
    const version2 = { ...consent, textVersion: '2026-2' };

    it('names the partner law firm as a party of a dismissal and adds the funding agreement and the mandate to it', async () => {
      const text = (await flat(await orderConfirmationPdf({ ...dismissalOrder, order: { ...dismissalOrder.order, payoutIban: 'DE89370400440532013000' } as OrderConfirmationInput['order'], consent: version2 }))).join(' ');
      for (const expected of [
        'Partnerkanzlei (Ihre Anwälte)',
        `Name${partnerLawFirm.name}`,
        `Kammer${partnerLawFirm.bar}`,
        `Berufshaftpflicht${partnerLawFirm.insurance}`,
        'Finanzierungsvertrag',
        `Ich schließe mit ${provider.company} einen Vertrag über die Finanzierung meiner Rechtsverfolgung im Zusammenhang mit „Kündigung & Abfindung“.`,
        'auf mein Auszahlungskonto DE89 3704 0044 0532 0130 00',
        'Anwaltsvertrag und Vollmacht',
        `Ich beauftrage ${partnerLawFirm.name},`,
        '(§ 12a Abs. 1 ArbGG)',
        '2026-2 (Entwurf, noch nicht anwaltlich geprüft)',
        'die Schaltfläche „Vertrag widerrufen“ unten auf jeder Seite unseres Portals',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('mir eine Partnerkanzlei für Arbeitsrecht zu vermitteln');
    });

    it('gives a rent-brake order the § 13b RDG information with the claim basis and the supervisory authority, and no law firm', async () => {
      const text = (
        await flat(await orderConfirmationPdf({ ...dismissalOrder, order: { kind: 'claim', product: 'rent-brake', feeRule: defaultPriceList.successFees['rent-brake'], achievedCents: 42_414 }, consent: version2 }))
      ).join(' ');
      for (const expected of [
        'Informationen zur Inkassodienstleistung (§ 13b RDG)',
        '(§§ 556d bis 556g BGB',
        provider.rdgAuthority,
        provider.rdgAuthorityContact,
        'Auftrag und Vollmacht',
        'auf mein Auszahlungskonto das Konto, das ich in Textform nenne',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Partnerkanzlei (Ihre Anwälte)');
    });

    it('lists what was ordered, the documents and what the mandate needs, in the words of the summary', async () => {
      const text = (
        await flat(
          await orderConfirmationPdf({
            ...dismissalOrder,
            customer: { ...dismissalOrder.customer, phone: '+49 30 23125 002', address: { streetName: 'Beispielweg', houseNumber: '12a', postalCode: '10178', city: 'Berlin' } },
            order: {
              ...dismissalOrder.order,
              payoutIban: 'DE02120300000000202051',
              facts: [
                { question: 'employer', label: 'Arbeitgeber', text: 'Muster Logistik GmbH' },
                { question: 'salary', label: 'Bruttomonatsgehalt', text: '3.850,50\u00a0€' },
                { question: 'dismissal-letter', label: 'Kündigungsschreiben', text: 'Kündigung März.pdf' },
                { question: 'employment-contract', label: 'Arbeitsvertrag', text: undefined },
              ],
            } as OrderConfirmationInput['order'],
            consent: version2,
          }),
        )
      ).join(' ');
      for (const expected of [
        'AnschriftBeispielweg 12a, 10178 Berlin',
        'Telefon+49 30 23125 002',
        'AuszahlungskontoDE02 1203 0000 0000 2020 51',
        'Worum es geht: Ihre Angaben und Unterlagen',
        'ArbeitgeberMuster Logistik GmbH',
        'Bruttomonatsgehalt3.850,50\u00a0€',
        'KündigungsschreibenKündigung März.pdf',
        'Arbeitsvertragkeine Angabe',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('keeps a confirmation of version 2026-1 as it was agreed', async () => {
      const text = (await flat(await orderConfirmationPdf({ ...dismissalOrder, consent: { ...consent, textVersion: '2026-1' } }))).join(' ');
      expect(text).toContain('mir eine Partnerkanzlei für Arbeitsrecht zu vermitteln');
      expect(text).not.toContain('Finanzierungsvertrag');
    });
  });
});
