// @ts-check
const { PHASE_PRODUCTION_BUILD } = require('next/constants');
const { missingProviderSettings, providerSettings } = require('./src/config/provider-settings');
const { appUrlOf } = require('./src/basics/public-origin');

// Values the browser bundle needs. Next inlines them at build time (static pages are built then too), so a
// change needs a rebuild; server code reads its own settings at run time (see src/config/).
const buildTimeSettings = [
  'APP_URL',
  'BRAND_NAME',
  'BRAND_SUPPORT_EMAIL',
  'BRAND_PHONE',
  'BRAND_SCHEDULING_URL',
  'BRAND_SUPPORT_HOURS_FROM',
  'BRAND_SUPPORT_HOURS_TO',
  'ACCOUNT_SERVICE_URL',
  'ENGINE_SERVICE_URL',
  'BANK_SEARCH_URL',
  'CALCULATORS_SERVICE_URL',
  'COMMISSIONING_SERVICE_URL',
  ...providerSettings.map((setting) => setting.name).filter((name) => !name.startsWith('BRAND_')),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several checkouts' e2e runs share one machine.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  env: { ...Object.fromEntries(buildTimeSettings.map((name) => [name, process.env[name] ?? ''])), APP_URL: appUrlOf(process.env) },
  // Server-only packages the pages use (sanitising engine HTML) stay out of the bundles.
  serverExternalPackages: ['sanitize-html'],
  // `npm test` checks the types (`npm run typecheck`) before its e2e run builds, so that build skips
  // Next's second pass over them (about 40 s). Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  // Security headers are not configured here: Next bakes `headers()` in at build time, and the framing
  // rule depends on FRAME_ANCESTORS at run time. The web server (server.ts) sets them on every response.
};

/**
 * A production build without the provider's legal data (or its partner law firm's) would publish an
 * imprint or contract texts with gaps or invented details, so it stops here. `npm run demo`, the e2e run and the benches build with a fictional company
 * (scripts/sample-provider.ts).
 * @param {string} phase
 */
module.exports = (phase) => {
  const missing = phase === PHASE_PRODUCTION_BUILD ? missingProviderSettings(process.env) : [];
  if (missing.length > 0) {
    throw new Error(
      `The provider's or its partner law firm's legal data is incomplete; set ${missing.join(', ')} (see .env.example). ` +
        'The imprint, the privacy policy and the contract texts show them, so a production build needs every one.',
    );
  }
  return nextConfig;
};
