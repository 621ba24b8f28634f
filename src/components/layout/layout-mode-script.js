// Runs in <head> before the first paint of statically generated pages, which are rendered without
// knowing the query string. It marks <html data-layout> so CSS hides the brand bar, footer or app
// navigation at once; React then renders the same mode (src/components/layout/layout-mode.ts), and
// tests/layout/layout-mode.test.ts checks that both agree. Kept in plain JS: next.config.js hashes it
// for the Content-Security-Policy.
const layoutModeScript =
  '(function(){var q=new URLSearchParams(location.search),h=document.documentElement;' +
  'function on(k){var v=q.get(k);return v!==null&&v!=="false"&&v!=="0"}' +
  'h.setAttribute("data-layout",on("iframe")||(on("shell_app")&&h.hasAttribute("data-app-route"))?"bare":on("shell_app")?"app":"full")})()';

module.exports = { layoutModeScript };
