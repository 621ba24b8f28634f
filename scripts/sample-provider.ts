/**
 * A fictional provider for builds that are not the real site: `npm run demo`, the e2e run (CI) and the
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
  PROVIDER_DATA_PROTECTION_OFFICER: 'Dana Beispiel (Datenschutzbeauftragte), datenschutz@example.org',
  PROVIDER_LOG_RETENTION_DAYS: '14',
  BRAND_SUPPORT_EMAIL: 'info@example.org',
  BRAND_PHONE: '+49 30 23125 000',
};

/** The environment with the sample provider filling every provider setting it does not set itself. */
export function withSampleProvider(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const filled: NodeJS.ProcessEnv = { ...env };
  for (const [name, value] of Object.entries(sampleProvider)) if (!filled[name]?.trim()) filled[name] = value;
  return filled;
}
