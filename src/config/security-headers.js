// @ts-check
// Security headers for every response, set by the web server (src/web-server.ts) and, for the
// pages it serves from disk, by nginx (deploy/nginx). Plain JS because the nginx config renderer and
// next.config.js read it outside the app's TypeScript build.
const { inlineScriptHashes } = require('../page-setup/inline-scripts');

/** Origins of separately hosted services the browser calls (empty when they run inside this app). */
function serviceOrigins() {
  return ['ACCOUNT_SERVICE_URL', 'BANK_SEARCH_URL', 'CALCULATORS_SERVICE_URL', 'COMMISSIONING_SERVICE_URL']
    .map((name) => process.env[name])
    .filter((url) => typeof url === 'string' && /^https?:\/\//.test(url))
    .map((url) => new URL(/** @type {string} */ (url)).origin);
}

/**
 * @param {string} frameAncestors who may show the response in an iframe: `'none'`, or the partner sites
 *   for the pages meant to be embedded (src/config/framing.ts decides per path)
 */
function contentSecurityPolicy(frameAncestors) {
  const dev = process.env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    // 'unsafe-eval' only for the development server's hot reloading.
    `script-src 'self' ${inlineScriptHashes.join(' ')}${dev ? " 'unsafe-eval'" : ''}`,
    // styled-components inserts <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${serviceOrigins().join(' ')}`.trim(),
    `frame-ancestors ${frameAncestors}`,
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** @param {string} frameAncestors see contentSecurityPolicy */
function securityHeaders(frameAncestors) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(frameAncestors) },
    // For browsers without frame-ancestors; it cannot name partner sites, so only pages that no one may frame send it.
    ...(frameAncestors === "'none'" ? [{ key: 'X-Frame-Options', value: 'DENY' }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

module.exports = { securityHeaders, contentSecurityPolicy };
