import { isEmbeddableRoute, matchRoute } from '@/routes';

/**
 * Who may show a page in an iframe (CSP `frame-ancestors`), decided per request at run time.
 * FRAME_ANCESTORS lists the partner sites of the iframe layout mode; they may embed the public pages,
 * calculators and the mini funnel (`embeddable` in the route table). Sign-in, sign-up, the password
 * reset, the dashboard, the case page, the API and every unknown path answer `'none'`, so that a
 * partner list never opens a page with credentials or customer data to clickjacking.
 */
export const noFraming = "'none'";

const defaultPartners = "'self'";

// 'self', 'none', or a host source: scheme://host[:port] with an optional leading "*." on the host and "*" for any port.
const source = /^('self'|'none'|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?)$/i;

/** The configured partner list; refuses anything that could end the directive or add another. */
export function partnerFrameAncestors(raw = process.env.FRAME_ANCESTORS): string {
  const value = raw?.trim();
  if (!value) return defaultPartners;
  const sources = value.split(/\s+/);
  const invalid = sources.filter((item) => !source.test(item));
  if (invalid.length > 0) {
    throw new Error(`FRAME_ANCESTORS lists invalid sources (${invalid.join(' ')}): use 'self' and origins such as https://partner.example`);
  }
  return sources.join(' ');
}

/** The `frame-ancestors` sources for a request path. */
export function frameAncestorsFor(pathname: string, partners = partnerFrameAncestors()): string {
  if (pathname.startsWith('/_next/') || pathname.startsWith('/api/')) return noFraming;
  try {
    const match = matchRoute(pathname);
    return match && isEmbeddableRoute(match.id) ? partners : noFraming;
  } catch {
    // A path that cannot be decoded belongs to no page.
    return noFraming;
  }
}
