// @ts-check
// Plain JS because next.config.js reads it: the build inlines APP_URL into the pages and the bundle.

/**
 * The portal's public origin (no trailing slash): APP_URL, else the port it listens on at localhost, so
 * that setting only PORT gives links to that port.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
function appUrlOf(env) {
  const configured = env.APP_URL?.trim();
  const port = env.PORT?.trim() || '3000';
  return (configured || `http://localhost:${port}`).replace(/\/+$/, '');
}

module.exports = { appUrlOf };
