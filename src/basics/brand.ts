/**
 * The provider's brand: name, contact details and colours, shown in the brand bar, footer, pages and
 * e-mails. Name and contact details can be overridden by environment variables (see .env.example);
 * they are inlined at build time (next.config.js), so the statically generated pages and the browser
 * always agree.
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

/**
 * The brand's colours, shared by the screens' theme and the e-mails. Chosen for WCAG AA contrast: text
 * and primary on white reach at least 4.5:1 (primary 7.2:1, muted 7.5:1), and the accent is only used
 * behind dark text.
 */
export const brandColors = {
  primary: '#0a5757',
  primaryHover: '#073f3f',
  primarySoft: '#e3f0ef',
  accent: '#f5c142',
  accentHover: '#e5ac1f',
  text: '#17202b',
  muted: '#414b57',
  background: '#ffffff',
  surface: '#f4f7f6',
  border: '#c9d3d2',
  error: '#a5231b',
  errorSoft: '#fbeceb',
  success: '#1b6435',
  successSoft: '#e6f3ea',
  focus: '#1a5fd0',
} as const;

/** The system's own sans-serif: no web font to download. */
export const brandFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The phone number as a tel: URI (digits and leading plus only). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
