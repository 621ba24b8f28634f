import { appUrlOf } from '@/basics/public-origin';

/**
 * The portal's public origin, for canonical links, sitemaps and links in e-mails (no trailing slash).
 * Each variable is named on its own: the build inlines APP_URL (with PORT's default, see next.config.js).
 */
export const appUrl = appUrlOf({ APP_URL: process.env.APP_URL, PORT: process.env.PORT });
