// @ts-check
// Security headers for every response. Plain JS because next.config.js reads it at build time.
const { inlineScriptHashes } = require('../page/inline-scripts');

/** Origins of separately hosted services the browser calls (empty when they run inside this app). */
function serviceOrigins() {
  return ['ACCOUNT_SERVICE_URL', 'BANK_SEARCH_URL', 'CALCULATORS_SERVICE_URL']
    .map((name) => process.env[name])
    .filter((url) => typeof url === 'string' && /^https?:\/\//.test(url))
    .map((url) => new URL(/** @type {string} */ (url)).origin);
}

function contentSecurityPolicy() {
  const dev = process.env.NODE_ENV !== 'production';
  // Partner sites that may show the portal in an iframe (the iframe layout mode).
  const frameAncestors = process.env.FRAME_ANCESTORS || "'self'";
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

function securityHeaders() {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

module.exports = { securityHeaders, contentSecurityPolicy };
