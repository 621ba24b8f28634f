// @ts-check
const { securityHeaders } = require('./src/config/security-headers');

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
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'nodemailer', 'sanitize-html'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

module.exports = nextConfig;
