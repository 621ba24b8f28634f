/**
 * The demo customers' cases for `npm run seed`: five cases in different products and statuses, dated
 * relative to today so the demo always looks current, for each demo customer in their own language
 * (the texts the provider writes are each stored with their language). Safe to run again: a product
 * the customer already has a case for is left alone. No mails are sent.
 */
import { and, eq } from 'drizzle-orm';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { appendHistoryEntry, createCase, updateCase } from '../stores/case-store';
import { dayInGermany } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { normaliseEmail } from '@/basics/email-address';
import type { ProductName } from '@/contracts/vocabulary/cases';
import { cases } from '../../db/tables/cases';
import type { CaseStatus } from '@/contracts/vocabulary/cases';

type Texts = Record<Language, string>;

interface DemoCase {
  product: ProductName;
  status: CaseStatus;
  statusDescription?: Texts;
  /** Days before today the case was opened. */
  openedDaysAgo: number;
  /** Later entries, each written `daysAgo` days before today. */
  entries: { daysAgo: number; short: Texts; description: Texts }[];
}

const demoCases: DemoCase[] = [
  {
    product: 'rent-brake',
    status: 'claim_asserted',
    openedDaysAgo: 75,
    entries: [
      {
        daysAgo: 70,
        short: { de: 'Unterlagen vollständig', en: 'Documents complete' },
        description: {
          de: '<p>Danke für Ihren Mietvertrag und die Wohnungsanzeige. Damit haben wir alles, was wir für die Prüfung brauchen.</p>',
          en: '<p>Thank you for your tenancy agreement and the flat’s advert. We now have everything we need for the review.</p>',
        },
      },
      {
        daysAgo: 61,
        short: { de: 'Prüfung abgeschlossen: Ihre Miete ist zu hoch', en: 'Review complete: your rent is too high' },
        description: {
          de: '<p>Laut Mietspiegel liegt die ortsübliche Vergleichsmiete für Ihre Wohnung bei <strong>11,20 € je m²</strong>. Zulässig wären höchstens 12,32 € je m², Sie zahlen 15,80 € je m².</p><p>Bei 68 m² sind das <strong>237 € zu viel im Monat</strong>.</p>',
          en: '<p>According to the rent index, the local comparative rent for your flat is <strong>€11.20 per m²</strong>. At most €12.32 per m² would be allowed; you pay €15.80 per m².</p><p>For 68 m² that is <strong>€237 too much a month</strong>.</p>',
        },
      },
      {
        daysAgo: 58,
        short: { de: 'Rüge an Ihren Vermieter versandt', en: 'Complaint sent to your landlord' },
        description: {
          de: '<p>Wir haben Ihren Vermieter per Einschreiben gerügt und Auskunft über die Vormiete und frühere Modernisierungen verlangt. Er hat dafür vier Wochen Zeit.</p><ul><li>Zahlen Sie Ihre Miete bitte bis auf Weiteres unverändert.</li><li>Meldet sich Ihr Vermieter bei Ihnen, leiten Sie uns die Nachricht einfach weiter.</li></ul>',
          en: '<p>We have sent your landlord a complaint by registered mail and asked for information on the previous rent and earlier modernisations. The landlord has four weeks to answer.</p><ul><li>Please keep paying your rent unchanged for now.</li><li>If your landlord contacts you, simply forward us the message.</li></ul>',
        },
      },
    ],
  },
  {
    product: 'deposit',
    status: 'successful',
    openedDaysAgo: 210,
    entries: [
      {
        daysAgo: 200,
        short: { de: 'Kaution mit Frist zurückgefordert', en: 'Deposit reclaimed with a deadline' },
        description: {
          de: '<p>Wir haben Ihren früheren Vermieter aufgefordert, die Kaution von 2.400 € samt Zinsen bis zum Monatsende zurückzuzahlen.</p>',
          en: '<p>We have asked your former landlord to repay the deposit of €2,400 with interest by the end of the month.</p>',
        },
      },
      {
        daysAgo: 160,
        short: { de: 'Mahnbescheid beantragt', en: 'Payment order applied for' },
        description: {
          de: '<p>Ihr Vermieter hat nicht gezahlt. Wir haben deshalb beim Amtsgericht einen Mahnbescheid beantragt.</p>',
          en: '<p>Your landlord has not paid. We have therefore applied to the local court for a payment order.</p>',
        },
      },
      {
        daysAgo: 130,
        short: { de: 'Kaution zurückgezahlt', en: 'Deposit repaid' },
        description: {
          de: '<p>Gute Nachricht: Ihr Vermieter hat <strong>2.400 € plus 31,84 € Zinsen</strong> überwiesen. Wir haben Ihnen den Betrag abzüglich unserer Provision weitergeleitet. Ihr Fall ist damit abgeschlossen.</p>',
          en: '<p>Good news: your landlord has transferred <strong>€2,400 plus €31.84 interest</strong>. We have passed the amount on to you, less our commission. Your case is now closed.</p>',
        },
      },
    ],
  },
  {
    product: 'dismissal',
    status: 'negotiation',
    statusDescription: {
      de: 'Gütetermin vor dem Arbeitsgericht ist angesetzt; wir verhandeln parallel über eine Abfindung.',
      en: 'The conciliation hearing at the labour court is scheduled; in parallel we are negotiating a severance payment.',
    },
    openedDaysAgo: 24,
    entries: [
      {
        daysAgo: 22,
        short: { de: 'Kündigungsschutzklage eingereicht', en: 'Action against the dismissal filed' },
        description: {
          de: '<p>Wir haben fristgerecht Kündigungsschutzklage beim Arbeitsgericht eingereicht. Die Drei-Wochen-Frist ist damit gewahrt.</p>',
          en: '<p>We have filed the action against your dismissal at the labour court in time. The three-week deadline is met.</p>',
        },
      },
      {
        daysAgo: 9,
        short: { de: 'Gütetermin angesetzt', en: 'Conciliation hearing scheduled' },
        description: {
          de: '<p>Das Arbeitsgericht hat den Gütetermin angesetzt. Ihr persönliches Erscheinen ist angeordnet; wir begleiten Sie. Die Ladung haben wir Ihnen per E-Mail geschickt.</p>',
          en: '<p>The labour court has scheduled the conciliation hearing. You are required to attend in person; we will go with you. We have emailed you the summons.</p>',
        },
      },
    ],
  },
  {
    product: 'account-fees',
    status: 'documents_requested',
    statusDescription: { de: 'Uns fehlen noch Ihre Entgeltaufstellungen der Jahre 2022 bis 2024.', en: 'We still need your annual fee statements for 2022 to 2024.' },
    openedDaysAgo: 6,
    entries: [
      {
        daysAgo: 5,
        short: { de: 'Bitte schicken Sie uns Ihre Entgeltaufstellungen', en: 'Please send us your fee statements' },
        description: {
          de: '<p>Um Ihre Rückforderung zu berechnen, brauchen wir:</p><ul><li>die jährlichen Entgeltaufstellungen 2022, 2023 und 2024</li><li>das Schreiben Ihrer Bank zur Preiserhöhung</li></ul><p>Schreiben Sie uns einfach auf Ihrer Fallseite und hängen Sie die Dokumente an.</p>',
          en: '<p>To calculate your claim, we need:</p><ul><li>the annual fee statements for 2022, 2023 and 2024</li><li>your bank’s letter about the price increase</li></ul><p>Simply write to us on your case page and attach the documents.</p>',
        },
      },
    ],
  },
  { product: 'slow-internet', status: 'received', openedDaysAgo: 1, entries: [] },
];

const daysAgo = (days: number) => new Date(now().getTime() - days * 24 * 60 * 60 * 1000);

export interface SeedResult {
  created: { product: ProductName; referenceNumber: string; publicId: string }[];
  kept: ProductName[];
}

/** Seeds the cases of the demo customer with this address, in their language; each text is stored in it. */
export async function seedDemoCases(email: string, language: Language): Promise<SeedResult> {
  const db = await getDatabase();
  const result: SeedResult = { created: [], kept: [] };
  for (const demo of demoCases) {
    const [existing] = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.email, normaliseEmail(email)), eq(cases.productName, demo.product)));
    if (existing) {
      result.kept.push(demo.product);
      continue;
    }
    const openedAt = daysAgo(demo.openedDaysAgo);
    const opened = await createCase({ email, language, productName: demo.product, status: 'received', openedAt });
    for (const entry of demo.entries) {
      const at = daysAgo(entry.daysAgo);
      await appendHistoryEntry(opened.case.id, { short: entry.short[language], description: entry.description[language], date: dayInGermany(at), language }, at);
    }
    // The status last, so the case reads as the provider would have moved it on.
    if (demo.status !== 'received' || demo.statusDescription) {
      const statusDescription = demo.statusDescription?.[language] ?? null;
      await updateCase(opened.case.id, { status: demo.status, statusDescription, statusDescriptionLanguage: language }, daysAgo(demo.entries.at(-1)?.daysAgo ?? demo.openedDaysAgo));
    }
    result.created.push({ product: demo.product, referenceNumber: opened.case.referenceNumber, publicId: opened.case.publicId });
  }
  return result;
}
