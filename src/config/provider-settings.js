// @ts-check
// Plain JS because next.config.js reads it: a production build refuses to start while one is missing.

/**
 * The provider's legal data as the imprint (§ 5 DDG), the privacy policy (Art. 13 GDPR), the
 * accessibility statement and the contract texts show it, and its partner law firm's. Every value is a fact about the company, so none has a default:
 * invented data must never reach a visitor. `optional` ones fall back to another value (see provider.ts).
 * @type {{ name: string; holds: string; optional?: true }[]}
 */
const providerSettings = [
  { name: 'PROVIDER_COMPANY', holds: 'company name with its legal form, e.g. "Klarfall GmbH"' },
  { name: 'PROVIDER_STREET', holds: 'street and house number of the registered office' },
  { name: 'PROVIDER_POSTAL_CODE', holds: 'postal code of the registered office' },
  { name: 'PROVIDER_CITY', holds: 'city of the registered office' },
  { name: 'PROVIDER_MANAGING_DIRECTORS', holds: 'the managing directors, comma-separated' },
  { name: 'PROVIDER_REGISTER_COURT', holds: 'register court, e.g. "Amtsgericht Charlottenburg (Berlin)"' },
  { name: 'PROVIDER_REGISTER_NUMBER', holds: 'commercial register number, e.g. "HRB 123456 B"' },
  { name: 'PROVIDER_VAT_ID', holds: 'VAT identification number under § 27a UStG' },
  { name: 'PROVIDER_RDG_REGISTRATION', holds: 'registration as a debt collection service provider (§ 10 RDG), as the legal services register lists it' },
  { name: 'PROVIDER_RDG_AUTHORITY', holds: 'the authority supervising that registration, with its address' },
  { name: 'PROVIDER_RDG_AUTHORITY_CONTACT', holds: 'that authority\'s electronic contact (e-mail address or website), which § 13b(1) no. 4 RDG requires before a collection order' },
  { name: 'PROVIDER_DATA_PROTECTION_OFFICER', holds: 'who answers data protection requests: name (with "Datenschutzbeauftragte/r" when appointed as such) and e-mail address' },
  { name: 'PROVIDER_LOG_RETENTION_DAYS', holds: 'days after which server logs are deleted' },
  { name: 'PROVIDER_CONTENT_RESPONSIBLE', holds: 'person responsible for the content under § 18(2) MStV (default: the first managing director)', optional: true },
  // The partner law firm that advises and represents clients in labour matters (dismissal, termination
  // agreement, the employment protection plan's advice): the client mandates it, the provider funds the
  // case. The contract texts and the order confirmation name it (partner-law-firm.ts).
  { name: 'PARTNER_LAW_FIRM_NAME', holds: 'the law firm\'s name with its legal form, e.g. "Muster Rechtsanwälte PartG mbB"' },
  { name: 'PARTNER_LAW_FIRM_STREET', holds: 'street and house number of the law firm' },
  { name: 'PARTNER_LAW_FIRM_POSTAL_CODE', holds: 'postal code of the law firm' },
  { name: 'PARTNER_LAW_FIRM_CITY', holds: 'city of the law firm' },
  { name: 'PARTNER_LAW_FIRM_EMAIL', holds: 'the law firm\'s e-mail address for clients' },
  { name: 'PARTNER_LAW_FIRM_PHONE', holds: 'the law firm\'s phone number for clients' },
  { name: 'PARTNER_LAW_FIRM_LAWYERS', holds: 'the lawyers who take the mandates, with their professional title (e.g. "Rechtsanwältin Anna Muster"), comma-separated' },
  { name: 'PARTNER_LAW_FIRM_BAR', holds: 'the bar association (Rechtsanwaltskammer) the firm belongs to, with its address' },
  { name: 'PARTNER_LAW_FIRM_INSURANCE', holds: 'the professional liability insurer with its address and territorial scope (§ 2(1) no. 11 DL-InfoV)' },
  { name: 'PARTNER_LAW_FIRM_REGISTER', holds: 'the firm\'s register entry, e.g. "Amtsgericht Essen, PR 1234" (empty for a sole practitioner)', optional: true },
  // Brand settings with a default for development; as the imprint's contact they must be the real ones.
  { name: 'BRAND_SUPPORT_EMAIL', holds: 'contact e-mail address (also the imprint contact)' },
  { name: 'BRAND_PHONE', holds: 'contact phone number (also the imprint contact)' },
];

/**
 * The required settings the environment lacks (empty counts as missing).
 * @param {Record<string, string | undefined>} env
 */
function missingProviderSettings(env) {
  return providerSettings.filter((setting) => !setting.optional && !(env[setting.name] ?? '').trim()).map((setting) => setting.name);
}

module.exports = { providerSettings, missingProviderSettings };
