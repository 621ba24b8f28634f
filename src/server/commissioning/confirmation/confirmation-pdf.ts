import { fillPlaceholders } from '@/content/placeholders';
import { parseMarkdown } from '@/content/markdown';
import { type CalendarDay, formatDate } from '@/basics/calendar';
import { formatIban } from '@/domain/iban/iban';
import type { OrderedFact } from '@/domain/funnels/answer-in-words';
import type { ProductName } from '@/domain/products';
import { formatCents, membershipTexts, successFeeExampleText, successFeeRuleText } from '@/domain/pricing/price-texts';
import type { MembershipPlanTerms, MembershipPlanName } from '@/domain/pricing/membership-plans';
import type { SuccessFeeRule } from '@/domain/pricing/success-fees';
import { portalTimeZone } from '@/basics/calendar';
import { type Language, localeTag } from '@/basics/language';
import { partnerLawFirm, partnerLawFirmAddress } from '@/basics/partner-law-firm';
import { contractPartyValues } from '@/content/contract-versions';
import { pageUrl } from '../../portal-links';
import { inWords, textsOf } from '../../texts';
import { type ContractDocument, contractTextVersions, orderDocumentsOf, readClaimBases, readContractText } from '../contract-texts';
import type { ProviderDetails, SepaCreditor } from '../settings';
import { commissioningTexts } from '../texts';
import { PdfWriter } from './pdf-writer';

/**
 * The confirmation of an order on a durable medium (§ 312f Abs. 2 BGB), sent as a PDF with the order
 * e-mail: who the provider is (Art. 246a § 1 EGBGB), what was ordered at which price, the consent
 * record (the text version agreed to, the typed name, time, IP address and browser), the mandate,
 * the terms, the express request to start before the withdrawal period ends (§ 356 Abs. 4, § 357a
 * Abs. 2 BGB) and the withdrawal information with the model form (§§ 312g, 355 BGB).
 */
export interface ConsentRecord {
  /** The contract text version agreed to (content/commissioning/versions.json). */
  textVersion: string;
  /** The full name as the customer typed it to sign. */
  typedName: string;
  at: Date;
  ip: string;
  userAgent: string;
  /** Whether the customer expressly asked us to start before the withdrawal period ends. */
  earlyStart: boolean;
}

export interface ClaimOrder {
  kind: 'claim';
  product: ProductName;
  feeRule: SuccessFeeRule;
  /** The amount the calculator found (monthly saving, severance …), for a worked example of the fee. */
  achievedCents?: number;
  referenceNumber?: string;
  /** Dismissal: the day the letter was received and the deadline computed from it. */
  dismissal?: { received: CalendarDay; deadline: CalendarDay };
  /** Account fees: the bank and the account whose refund claims are sold. */
  accountFeeClaim?: { bankName: string; iban: string };
  /** Where money received for the customer is forwarded (collection and labour orders). */
  payoutIban?: string;
  /** Every answer and the documents uploaded, in words (src/domain/funnels/answer-in-words.ts). */
  facts?: OrderedFact[];
}

export interface MembershipOrder {
  kind: 'membership';
  plan: MembershipPlanName;
  terms: MembershipPlanTerms;
  tariffId: string;
  referenceNumber?: string;
  /**
   * The SEPA mandate; `holderTypedName` is the holder's own typed signature when the account is not the
   * member's (the member is then the person on whose behalf payment is made).
   */
  sepa: { creditor: SepaCreditor; mandateReference: string; accountHolder: string; holderTypedName?: string | null; iban: string };
}

/**
 * Who gave a membership's SEPA mandate: the debtor, the account holder, who signs it (SEPA Core Direct
 * Debit Rulebook). When that is not the member, the holder's own typed signature and the member as the
 * person on whose behalf payment is made (EPC392-08).
 */
function mandateSignature(order: ClaimOrder | MembershipOrder, member: string, t: ReturnType<typeof commissioningTexts>): [string, string][] {
  if (order.kind !== 'membership') return [];
  const { accountHolder, holderTypedName } = order.sepa;
  if (!holderTypedName) return [[t('confirmation.fields.mandateGivenBy'), t('confirmation.mandateGivenByMember', { holder: accountHolder })]];
  return [
    [t('confirmation.fields.mandateGivenBy'), t('confirmation.mandateGivenByHolder', { holder: accountHolder })],
    [t('confirmation.fields.holderTypedName'), holderTypedName],
    [t('confirmation.fields.onBehalfOf'), member],
  ];
}

export interface OrderConfirmationInput {
  language: Language;
  provider: ProviderDetails;
  customer: { fullName: string; email: string; phone?: string; address?: { streetName: string; houseNumber: string; postalCode: string; city: string } };
  order: ClaimOrder | MembershipOrder;
  consent: ConsentRecord;
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();
function formatMoment(at: Date, language: Language): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag[language], { timeZone: portalTimeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });
    dateTimeFormats.set(language, format);
  }
  // The German time as people read it, and the exact instant for the record.
  return `${format.format(at)} (${at.toISOString()})`;
}

/** The user agent as sent, within reason: a header of kilobytes must not fill pages. */
const clip = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max).join('')}…` : text);

/** CommonMark lets a backslash escape any ASCII punctuation; line breaks become spaces. */
const escapeMarkdown = (value: string) => value.replace(/[^\S\u00a0\u202f]+/g, ' ').replace(/[!-/:-@[-`{-~]/g, '\\$&');

export async function orderConfirmationPdf(input: OrderConfirmationInput): Promise<Uint8Array> {
  const { language, provider, customer, order, consent } = input;
  if (order.kind === 'claim' && (order.product === 'account-fees') !== Boolean(order.accountFeeClaim)) {
    throw new Error('an account-fee order, and only that, names the bank and IBAN of the claim sold (accountFeeClaim)');
  }
  const t = commissioningTexts(language);
  const version = contractTextVersions()[consent.textVersion];
  if (!version) throw new Error(`unknown contract text version "${consent.textVersion}"`);
  const providerName = provider.legalName;
  const providerAddress = provider.address.join(', ');
  const partnerFirmIsParty = order.kind === 'claim' && orderDocumentsOf(consent.textVersion, order.product).lawFirm;
  const subject = order.kind === 'claim' ? textsOf(language, 'cases')(`products.${order.product}.title`) : inWords(language, membershipTexts(order.plan, order.terms, language).title);
  const title = t(order.kind === 'claim' ? 'confirmation.title' : 'confirmation.titleMembership');

  const pdf = await PdfWriter.create({ title: `${title}: ${subject}`, author: provider.legalName, subject, language: localeTag[language], createdAt: consent.at });
  pdf.title(`${title}: ${subject}`);
  pdf.paragraph(t('confirmation.intro'));

  pdf.heading(t('confirmation.sections.provider'));
  pdf.rows([
    [t('confirmation.fields.name'), providerName],
    [t('confirmation.fields.address'), providerAddress],
    [t('confirmation.fields.contact'), `${provider.email} · ${provider.phone}`],
    [t('confirmation.fields.register'), provider.register],
    [t('confirmation.fields.managingDirectors'), provider.managingDirectors],
  ]);

  // From 2026-2 a labour order is also a contract with the partner law firm: it is named like the provider.
  if (partnerFirmIsParty) {
    pdf.heading(t('confirmation.sections.lawFirm'));
    pdf.paragraph(t('confirmation.lawFirmRole'));
    pdf.rows([
      [t('confirmation.fields.name'), partnerLawFirm.name],
      [t('confirmation.fields.address'), partnerLawFirmAddress()],
      [t('confirmation.fields.contact'), `${partnerLawFirm.email} · ${partnerLawFirm.phone}`],
      [t('confirmation.fields.lawyers'), partnerLawFirm.lawyers],
      ...(partnerLawFirm.register ? [[t('confirmation.fields.register'), partnerLawFirm.register] as [string, string]] : []),
      [t('confirmation.fields.bar'), partnerLawFirm.bar],
      [t('confirmation.fields.insurance'), partnerLawFirm.insurance],
    ]);
  }

  pdf.heading(t('confirmation.sections.customer'));
  pdf.rows([
    [t('confirmation.fields.name'), customer.fullName],
    ...(customer.address
      ? [[t('confirmation.fields.address'), `${customer.address.streetName} ${customer.address.houseNumber}, ${customer.address.postalCode} ${customer.address.city}`] as [string, string]]
      : []),
    [t('confirmation.fields.email'), customer.email],
    ...(customer.phone ? [[t('confirmation.fields.phone'), customer.phone] as [string, string]] : []),
    ...(order.kind === 'claim' && order.payoutIban ? [[t('confirmation.fields.payoutAccount'), formatIban(order.payoutIban)] as [string, string]] : []),
  ]);

  const reference: [string, string][] = order.referenceNumber ? [[t('confirmation.fields.reference'), order.referenceNumber]] : [];
  // The withdrawal function (§ 356a BGB), with this contract filled in: a membership is named by its mandate reference.
  const contractReference = order.kind === 'claim' ? order.referenceNumber : order.sepa.mandateReference;
  const withdrawalRow: [string, string][] = [[t('confirmation.fields.withdrawal'), pageUrl('contractWithdrawal', language, contractReference ? { reference: contractReference } : {})]];
  if (order.kind === 'claim') {
    const fee = [inWords(language, successFeeRuleText(order.product, order.feeRule, language))];
    if (order.feeRule.kind !== 'payout') {
      fee.push(t('feeRules.onlyOnSuccess'));
      if (order.achievedCents !== undefined) fee.push(inWords(language, successFeeExampleText(order.feeRule, order.achievedCents, language)));
    }
    pdf.heading(t('confirmation.sections.order'));
    pdf.rows([
      [t('confirmation.fields.product'), subject],
      ...reference,
      [t('confirmation.fields.orderedAt'), formatMoment(consent.at, language)],
      [t('confirmation.fields.fee'), fee.join(' ')],
      ...(order.dismissal
        ? [[t('confirmation.fields.deadline'), t('confirmation.deadlineValue', { date: formatDate(order.dismissal.deadline), received: formatDate(order.dismissal.received) })] as [string, string]]
        : []),
      ...withdrawalRow,
    ]);
    // What the order is about, as the customer said it, and the documents that came with it.
    if (order.facts && order.facts.length > 0) {
      pdf.heading(t('confirmation.sections.facts'));
      pdf.rows(order.facts.map((fact): [string, string] => [fact.label, fact.text ?? t('confirmation.notGiven')]));
    }
  } else {
    const texts = membershipTexts(order.plan, order.terms, language);
    const tariff = order.terms.tariffs.find((candidate) => candidate.id === order.tariffId);
    if (!tariff) throw new Error(`plan ${order.plan} has no tariff "${order.tariffId}"`);
    const price = inWords(language, texts.prices[[...order.terms.tariffs].sort((a, b) => a.monthlyPriceCents - b.monthlyPriceCents).indexOf(tariff)]);
    pdf.heading(t('confirmation.sections.membership'));
    pdf.rows([
      [t('confirmation.fields.plan'), subject],
      ...reference,
      [t('confirmation.fields.orderedAt'), formatMoment(consent.at, language)],
      [t('confirmation.fields.price'), price],
      [t('confirmation.fields.term'), inWords(language, texts.term)],
      [t('confirmation.fields.cancellation'), inWords(language, texts.cancellation)],
      [t('confirmation.fields.payment'), inWords(language, texts.debit)],
      ...withdrawalRow,
    ]);
  }

  pdf.heading(t('confirmation.sections.agreement'));
  pdf.rows([
    [t('confirmation.fields.textVersion'), t(version.status === 'draft' ? 'confirmation.draftVersion' : 'confirmation.reviewedVersion', { version: consent.textVersion })],
    [t('confirmation.fields.typedName'), consent.typedName],
    ...mandateSignature(order, customer.fullName, t),
    [t('confirmation.fields.orderedAt'), formatMoment(consent.at, language)],
    [t('confirmation.fields.ip'), consent.ip],
    [t('confirmation.fields.userAgent'), clip(consent.userAgent, 400)],
    [t('confirmation.fields.earlyStart'), t(consent.earlyStart ? 'confirmation.earlyStartRequested' : 'confirmation.earlyStartNotRequested')],
  ]);

  const values: Record<string, string> = {
    ...contractPartyValues(),
    provider: providerName,
    providerAddress,
    providerEmail: provider.email,
    providerPhone: provider.phone,
    subject,
  };
  const documents: ContractDocument[] = [];
  if (order.kind === 'claim') {
    const { information, contracts } = orderDocumentsOf(consent.textVersion, order.product);
    documents.push(...information, ...contracts);
    values.claimBasis = readClaimBases(consent.textVersion, language)[order.product] ?? '';
    values.payoutIban = order.payoutIban ? formatIban(order.payoutIban) : t('confirmation.payoutAccountLater');
    if (order.accountFeeClaim) {
      Object.assign(values, { bank: order.accountFeeClaim.bankName, iban: formatIban(order.accountFeeClaim.iban) });
      if (order.feeRule.kind === 'payout') values.payout = formatCents(order.feeRule.payoutCents, language);
    }
  } else {
    documents.push('mandate-membership', 'sepa-mandate');
    Object.assign(values, {
      creditorName: order.sepa.creditor.name,
      creditorId: order.sepa.creditor.identifier,
      mandateReference: order.sepa.mandateReference,
      accountHolder: order.sepa.accountHolder,
      iban: formatIban(order.sepa.iban),
    });
  }
  if (consent.earlyStart) documents.push('early-start');
  documents.push('terms', 'withdrawal', 'withdrawal-form');

  // Values are text, never Markdown: a name like "[x](javascript:…)" or "*Kim*" must print as typed.
  const escaped = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeMarkdown(value)]));
  for (const document of documents) {
    const file = `content/commissioning/${consent.textVersion}/${language}/${document}.md`;
    pdf.markdown(parseMarkdown(fillPlaceholders(readContractText(consent.textVersion, language, document), escaped, file), { file }));
  }

  return pdf.finish((page, pages) => t('confirmation.footer', { provider: provider.legalName, title, page, pages }));
}
