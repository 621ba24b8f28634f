/**
 * The demo customer's cases for `npm run seed`: five cases in different products and statuses, dated
 * relative to today so the demo always looks current. Safe to run again: a product the customer
 * already has a case for is left alone. No mails are sent.
 */
import { and, eq } from 'drizzle-orm';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { appendHistoryEntry, createCase, type HistoryEntryInput, updateCase } from '../stores/case-store';
import { dayInGermany } from '@/basics/calendar';
import { demoCustomer } from '../../accounts/actions/demo-customer';
import { normaliseEmail } from '@/basics/email-address';
import type { ProductName } from '@/contracts/vocabulary/cases';
import { cases } from '../../db/tables/cases';
import type { CaseStatus } from '@/contracts/vocabulary/cases';

/** The demo customer's address: the account `npm run seed` creates (src/server/accounts/actions/demo-customer.ts). */
export const demoCustomerEmail = demoCustomer.email;

interface DemoCase {
  product: ProductName;
  status: CaseStatus;
  statusDescription?: string;
  /** Days before today the case was opened. */
  openedDaysAgo: number;
  /** Later entries, each written `daysAgo` days before today. */
  entries: (Omit<HistoryEntryInput, 'date'> & { daysAgo: number })[];
}

const demoCases: DemoCase[] = [
  {
    product: 'rent-brake',
    status: 'claim_asserted',
    openedDaysAgo: 75,
    entries: [
      {
        daysAgo: 70,
        short: 'Unterlagen vollständig',
        description: '<p>Danke für Ihren Mietvertrag und die Wohnungsanzeige. Damit haben wir alles, was wir für die Prüfung brauchen.</p>',
      },
      {
        daysAgo: 61,
        short: 'Prüfung abgeschlossen: Ihre Miete ist zu hoch',
        description:
          '<p>Laut Mietspiegel liegt die ortsübliche Vergleichsmiete für Ihre Wohnung bei <strong>11,20 € je m²</strong>. Zulässig wären höchstens 12,32 € je m², Sie zahlen 15,80 € je m².</p><p>Bei 68 m² sind das <strong>237 € zu viel im Monat</strong>.</p>',
      },
      {
        daysAgo: 58,
        short: 'Rüge an Ihren Vermieter versandt',
        description:
          '<p>Wir haben Ihren Vermieter per Einschreiben gerügt und Auskunft über die Vormiete und frühere Modernisierungen verlangt. Er hat dafür vier Wochen Zeit.</p><ul><li>Zahlen Sie Ihre Miete bitte bis auf Weiteres unverändert.</li><li>Meldet sich Ihr Vermieter bei Ihnen, leiten Sie uns die Nachricht einfach weiter.</li></ul>',
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
        short: 'Kaution mit Frist zurückgefordert',
        description: '<p>Wir haben Ihren früheren Vermieter aufgefordert, die Kaution von 2.400 € samt Zinsen bis zum Monatsende zurückzuzahlen.</p>',
      },
      {
        daysAgo: 160,
        short: 'Mahnbescheid beantragt',
        description: '<p>Ihr Vermieter hat nicht gezahlt. Wir haben deshalb beim Amtsgericht einen Mahnbescheid beantragt.</p>',
      },
      {
        daysAgo: 130,
        short: 'Kaution zurückgezahlt',
        description:
          '<p>Gute Nachricht: Ihr Vermieter hat <strong>2.400 € plus 31,84 € Zinsen</strong> überwiesen. Wir haben Ihnen den Betrag abzüglich unserer Provision weitergeleitet. Ihr Fall ist damit abgeschlossen.</p>',
      },
    ],
  },
  {
    product: 'dismissal',
    status: 'negotiation',
    statusDescription: 'Gütetermin vor dem Arbeitsgericht ist angesetzt; wir verhandeln parallel über eine Abfindung.',
    openedDaysAgo: 24,
    entries: [
      {
        daysAgo: 22,
        short: 'Kündigungsschutzklage eingereicht',
        description: '<p>Wir haben fristgerecht Kündigungsschutzklage beim Arbeitsgericht eingereicht. Die Drei-Wochen-Frist ist damit gewahrt.</p>',
      },
      {
        daysAgo: 9,
        short: 'Gütetermin angesetzt',
        description:
          '<p>Das Arbeitsgericht hat den Gütetermin angesetzt. Ihr persönliches Erscheinen ist angeordnet; wir begleiten Sie. Die Ladung haben wir Ihnen per E-Mail geschickt.</p>',
      },
    ],
  },
  {
    product: 'account-fees',
    status: 'documents_requested',
    statusDescription: 'Uns fehlen noch Ihre Entgeltaufstellungen der Jahre 2022 bis 2024.',
    openedDaysAgo: 6,
    entries: [
      {
        daysAgo: 5,
        short: 'Bitte schicken Sie uns Ihre Entgeltaufstellungen',
        description:
          '<p>Um Ihre Rückforderung zu berechnen, brauchen wir:</p><ul><li>die jährlichen Entgeltaufstellungen 2022, 2023 und 2024</li><li>das Schreiben Ihrer Bank zur Preiserhöhung</li></ul><p>Antworten Sie einfach auf unsere E-Mail und hängen Sie die Dokumente an.</p>',
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

export async function seedDemoCases(email: string = demoCustomerEmail): Promise<SeedResult> {
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
    const opened = await createCase({ email, language: 'de', productName: demo.product, status: 'received', openedAt });
    for (const entry of demo.entries) {
      const at = daysAgo(entry.daysAgo);
      await appendHistoryEntry(opened.case.id, { short: entry.short, description: entry.description, date: dayInGermany(at) }, at);
    }
    // The status last, so the case reads as the provider would have moved it on.
    if (demo.status !== 'received' || demo.statusDescription) {
      await updateCase(opened.case.id, { status: demo.status, statusDescription: demo.statusDescription ?? null }, daysAgo(demo.entries.at(-1)?.daysAgo ?? demo.openedDaysAgo));
    }
    result.created.push({ product: demo.product, referenceNumber: opened.case.referenceNumber, publicId: opened.case.publicId });
  }
  return result;
}
