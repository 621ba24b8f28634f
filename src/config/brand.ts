/**
 * The provider's brand and contact details, shown in the brand bar, footer, pages and e-mails.
 * Each value can be overridden by an environment variable (see .env.example). They are inlined at build
 * time (next.config.js), so the statically generated pages and the browser always agree.
 */
export interface Brand {
  name: string;
  /** The info mailbox: contact address and every case's default reply address. */
  supportEmail: string;
  phone: string;
  /** External page where a visitor books a call (Mo–Fr); empty: the brand bar offers no such link. */
  schedulingUrl: string;
  supportHours: { from: string; to: string };
}

const orDefault = (value: string | undefined, fallback: string) => (value && value.trim()) || fallback;

export const brand: Brand = {
  name: orDefault(process.env.BRAND_NAME, 'Klarfall'),
  supportEmail: orDefault(process.env.BRAND_SUPPORT_EMAIL, 'info@klarfall.de'),
  phone: orDefault(process.env.BRAND_PHONE, '+49 30 120 840 00'),
  schedulingUrl: (process.env.BRAND_SCHEDULING_URL || '').trim(),
  supportHours: {
    from: orDefault(process.env.BRAND_SUPPORT_HOURS_FROM, '09:00'),
    to: orDefault(process.env.BRAND_SUPPORT_HOURS_TO, '19:00'),
  },
};

/** The phone number as a tel: URI (digits and leading plus only). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
