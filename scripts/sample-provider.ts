/**
 * A fictional provider (and partner law firm) for builds that are not the real site: `npm run demo`, the e2e run (CI) and the
 * benches. Every value is unmistakably invented – "Beispiel" names, a postal code no town has, example.org
 * addresses and a phone number of the Bundesnetzagentur's range for media productions (030 23125 000–999,
 * Amtsblatt 7/2021, Mitteilung 148/2021), which is never connected – so the imprint it produces cannot be
 * taken for a real company. The real site sets the variables itself (see .env.example).
 */
export const sampleProvider: Record<string, string> = {
  PROVIDER_COMPANY: 'Beispiel Rechtsdienste GmbH',
  PROVIDER_STREET: 'Beispielweg 1',
  PROVIDER_POSTAL_CODE: '99999',
  PROVIDER_CITY: 'Beispielstadt',
  PROVIDER_MANAGING_DIRECTORS: 'Erika Beispiel, Jonas Beispiel',
  PROVIDER_REGISTER_COURT: 'Amtsgericht Beispielstadt',
  PROVIDER_REGISTER_NUMBER: 'HRB 99999',
  PROVIDER_VAT_ID: 'DE999999999',
  PROVIDER_RDG_REGISTRATION: 'Rechtsdienstleistungsregister, Aktenzeichen 9999 E-99/99 (Beispiel)',
  PROVIDER_RDG_AUTHORITY: 'Präsidentin des Landgerichts Beispielstadt, Gerichtsplatz 1, 99999 Beispielstadt',
  PROVIDER_RDG_AUTHORITY_CONTACT: 'rdg-aufsicht@example.org',
  PROVIDER_DATA_PROTECTION_OFFICER: 'Dana Beispiel (Datenschutzbeauftragte), datenschutz@example.org',
  PROVIDER_LOG_RETENTION_DAYS: '14',
  // The partner law firm, as plainly invented as the company: same town, same media phone range.
  PARTNER_LAW_FIRM_NAME: 'Beispiel Rechtsanwälte PartG mbB',
  PARTNER_LAW_FIRM_STREET: 'Kanzleiweg 2',
  PARTNER_LAW_FIRM_POSTAL_CODE: '99999',
  PARTNER_LAW_FIRM_CITY: 'Beispielstadt',
  PARTNER_LAW_FIRM_EMAIL: 'kanzlei@example.org',
  PARTNER_LAW_FIRM_PHONE: '+49 30 23125 001',
  PARTNER_LAW_FIRM_LAWYERS: 'Rechtsanwältin Mara Beispiel, Rechtsanwalt Tim Beispiel',
  PARTNER_LAW_FIRM_BAR: 'Rechtsanwaltskammer Beispielstadt, Kammerplatz 1, 99999 Beispielstadt',
  PARTNER_LAW_FIRM_INSURANCE: 'Beispiel Versicherung AG, Versicherungsweg 3, 99999 Beispielstadt; Geltungsbereich: Europäische Union',
  PARTNER_LAW_FIRM_REGISTER: 'Amtsgericht Beispielstadt, PR 9999',
  BRAND_SUPPORT_EMAIL: 'info@example.org',
  BRAND_PHONE: '+49 30 23125 000',
};

/** The environment with the sample provider filling every provider setting it does not set itself. */
export function withSampleProvider(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const filled: NodeJS.ProcessEnv = { ...env };
  for (const [name, value] of Object.entries(sampleProvider)) if (!filled[name]?.trim()) filled[name] = value;
  return filled;
}
