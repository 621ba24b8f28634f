/**
 * The provider's legal identity: the imprint, the privacy policy and the accessibility statement show
 * it. Like the brand settings (brand.ts) every value comes from the environment (the variables are
 * listed in provider-settings.js and .env.example) and is inlined at build time. A production build
 * refuses to start while a required one is missing (next.config.js); elsewhere (development, unit tests)
 * a missing value shows as its variable's name, which nobody can take for a fact.
 */
export interface Provider {
  /** Company name with legal form. */
  company: string;
  street: string;
  postalCode: string;
  city: string;
  /** Comma-separated names. */
  managingDirectors: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  /** Registration as a debt collection service provider under § 10 RDG. */
  rdgRegistration: string;
  /** The authority supervising the RDG registration, with its address. */
  rdgAuthority: string;
  /** That authority's e-mail address or website (§ 13b Abs. 1 Nr. 4 RDG). */
  rdgAuthorityContact: string;
  dataProtectionOfficer: string;
  logRetentionDays: string;
  /** Responsible for the content under § 18(2) MStV. */
  contentResponsible: string;
}

// Each variable is read by its literal name: Next inlines only `process.env.NAME` written out.
const setting = (value: string | undefined, name: string) => (value && value.trim()) || `[${name}]`;

const managingDirectors = setting(process.env.PROVIDER_MANAGING_DIRECTORS, 'PROVIDER_MANAGING_DIRECTORS');

export const provider: Provider = {
  company: setting(process.env.PROVIDER_COMPANY, 'PROVIDER_COMPANY'),
  street: setting(process.env.PROVIDER_STREET, 'PROVIDER_STREET'),
  postalCode: setting(process.env.PROVIDER_POSTAL_CODE, 'PROVIDER_POSTAL_CODE'),
  city: setting(process.env.PROVIDER_CITY, 'PROVIDER_CITY'),
  managingDirectors,
  registerCourt: setting(process.env.PROVIDER_REGISTER_COURT, 'PROVIDER_REGISTER_COURT'),
  registerNumber: setting(process.env.PROVIDER_REGISTER_NUMBER, 'PROVIDER_REGISTER_NUMBER'),
  vatId: setting(process.env.PROVIDER_VAT_ID, 'PROVIDER_VAT_ID'),
  rdgRegistration: setting(process.env.PROVIDER_RDG_REGISTRATION, 'PROVIDER_RDG_REGISTRATION'),
  rdgAuthority: setting(process.env.PROVIDER_RDG_AUTHORITY, 'PROVIDER_RDG_AUTHORITY'),
  rdgAuthorityContact: setting(process.env.PROVIDER_RDG_AUTHORITY_CONTACT, 'PROVIDER_RDG_AUTHORITY_CONTACT'),
  dataProtectionOfficer: setting(process.env.PROVIDER_DATA_PROTECTION_OFFICER, 'PROVIDER_DATA_PROTECTION_OFFICER'),
  logRetentionDays: setting(process.env.PROVIDER_LOG_RETENTION_DAYS, 'PROVIDER_LOG_RETENTION_DAYS'),
  contentResponsible: (process.env.PROVIDER_CONTENT_RESPONSIBLE || '').trim() || managingDirectors.split(',')[0].trim(),
};
