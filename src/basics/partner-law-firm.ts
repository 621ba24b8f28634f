/**
 * The partner law firm: in labour matters (a dismissal, a termination agreement, the employment
 * protection plan's advice) the client mandates this firm, which gives the legal advice and represents
 * them, while the provider funds the case (§ 3 RDG: advice beyond debt collection is for lawyers; § 49b
 * BRAO: no fee sharing). The contract texts, the order summary and the confirmation name it. Like the
 * provider's data (provider.ts), every value comes from the environment (listed in provider-settings.js
 * and .env.example) and is inlined at build time; a production build refuses to start while a required
 * one is missing, and elsewhere a missing value shows as its variable's name.
 */
export interface PartnerLawFirm {
  /** Name with legal form. */
  name: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  /** The lawyers who take the mandates, with their professional title; comma-separated. */
  lawyers: string;
  /** The Rechtsanwaltskammer the firm belongs to, with its address (§ 2 Abs. 1 Nr. 10 DL-InfoV). */
  bar: string;
  /** Professional liability insurer, its address and territorial scope (§ 51 BRAO, § 2 Abs. 1 Nr. 11 DL-InfoV). */
  insurance: string;
  /** Register entry (partnership or commercial register); empty for a sole practitioner. */
  register: string;
}

// Each variable is read by its literal name: Next inlines only `process.env.NAME` written out.
const setting = (value: string | undefined, name: string) => (value && value.trim()) || `[${name}]`;

export const partnerLawFirm: PartnerLawFirm = {
  name: setting(process.env.PARTNER_LAW_FIRM_NAME, 'PARTNER_LAW_FIRM_NAME'),
  street: setting(process.env.PARTNER_LAW_FIRM_STREET, 'PARTNER_LAW_FIRM_STREET'),
  postalCode: setting(process.env.PARTNER_LAW_FIRM_POSTAL_CODE, 'PARTNER_LAW_FIRM_POSTAL_CODE'),
  city: setting(process.env.PARTNER_LAW_FIRM_CITY, 'PARTNER_LAW_FIRM_CITY'),
  email: setting(process.env.PARTNER_LAW_FIRM_EMAIL, 'PARTNER_LAW_FIRM_EMAIL'),
  phone: setting(process.env.PARTNER_LAW_FIRM_PHONE, 'PARTNER_LAW_FIRM_PHONE'),
  lawyers: setting(process.env.PARTNER_LAW_FIRM_LAWYERS, 'PARTNER_LAW_FIRM_LAWYERS'),
  bar: setting(process.env.PARTNER_LAW_FIRM_BAR, 'PARTNER_LAW_FIRM_BAR'),
  insurance: setting(process.env.PARTNER_LAW_FIRM_INSURANCE, 'PARTNER_LAW_FIRM_INSURANCE'),
  register: (process.env.PARTNER_LAW_FIRM_REGISTER || '').trim(),
};

/** Street, postal code and city on one line, as the contract texts name an address. */
export const partnerLawFirmAddress = (firm: PartnerLawFirm = partnerLawFirm): string => `${firm.street}, ${firm.postalCode} ${firm.city}`;
