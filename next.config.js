// @ts-check

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
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several checkouts' e2e runs share one machine.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  env: Object.fromEntries(buildTimeSettings.map((name) => [name, process.env[name] ?? ''])),
  // Server-only packages the pages use (sanitising engine HTML) stay out of the bundles.
  serverExternalPackages: ['sanitize-html'],
  // Security headers are not configured here: Next bakes `headers()` in at build time, and the framing
  // rule depends on FRAME_ANCESTORS at run time. The web server (server.ts) sets them on every response.
};

module.exports = nextConfig;
