/** The portal's public origin, for canonical links, sitemaps and links in e-mails (no trailing slash). */
export const appUrl = (process.env.APP_URL || 'http://localhost:3000').replace(/\/+$/, '');
