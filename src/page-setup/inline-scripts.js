// @ts-check
// The page's inline scripts and the Content-Security-Policy hashes that allow them, in one place: the
// document (src/pages/_document.tsx) writes the scripts, src/config/security-headers.js puts the hashes
// into the CSP. Plain JS, because next.config.js reads the hashes at build time. Each script mirrors a
// TypeScript rule that is the reference, and a unit test checks that both agree.
const { createHash } = require('node:crypto');

// Runs in <head> before the first paint of statically generated pages, which are rendered without
// knowing the query string. It marks <html data-layout> so CSS hides the brand bar, footer or app
// navigation at once; React then renders the same mode (reference: src/components/layout/layout-mode.ts,
// test: tests/unit/components/layout/layout-mode.test.ts).
const layoutModeScript =
  '(function(){var q=new URLSearchParams(location.search),h=document.documentElement;' +
  'function on(k){var v=q.get(k);return v!==null&&v!=="false"&&v!=="0"}' +
  'h.setAttribute("data-layout",on("iframe")||(on("shell_app")&&h.hasAttribute("data-app-route"))?"bare":on("shell_app")?"app":"full")})()';

// Runs in <head> before the first paint: marks <html data-signed-in> while the auth cookie holds an
// unexpired session, so CSS shows the brand bar's account icon instead of "Anmelden" at once – also on
// pages that ship no client JavaScript (reference: parseStoredAuth in src/session/stored-auth.ts, test:
// tests/unit/page-setup/inline-scripts.test.ts).
const signedInScript =
  '(function(){try{var m=document.cookie.match(/(?:^|; )klarfall_auth=([^;]*)/);if(!m)return;' +
  'var a=JSON.parse(decodeURIComponent(m[1]));function s(v){return typeof v==="string"&&v.length>0}' +
  'if(a&&s(a.token)&&s(a.uId)&&s(a.client)&&typeof a.expiredAt==="number"&&isFinite(a.expiredAt)&&a.expiredAt>Date.now()/1000)' +
  'document.documentElement.setAttribute("data-signed-in","")}catch(e){}})()';

// Pages without client JavaScript (marketing content, articles) still carry the visitor's query
// parameters – shell_app, iframe, tracking – into their internal links, as the Link component does on
// every other page, and into the forms that submit with GET to a page of the portal (the homepage's mini
// calculator), as hidden fields, so that the calculator's page keeps the layout. Runs at the end of <body>; a parameter the link already names wins, `lng` and the
// page's own parameters (listed in the script's data-own-params) stay behind (reference: carriedQuery in
// src/page-setup/query.ts, test: tests/unit/page-setup/inline-scripts.test.ts).
const carriedQueryScript =
  '(function(){var s=document.currentScript,q=new URLSearchParams(location.search),c=[],seen=Object.create(null);' +
  'var own=((s&&s.getAttribute("data-own-params"))||"").split(" ").concat("lng");' +
  'q.forEach(function(v,k){if(!seen[k]&&own.indexOf(k)<0){seen[k]=1;c.push([k,v])}});if(!c.length)return;' +
  'var links=document.querySelectorAll("a[href^=\\"/\\"]");' +
  'for(var i=0;i<links.length;i++){var h=links[i].getAttribute("href");if(h.charAt(1)==="/")continue;' +
  'var u=new URL(h,location.origin);for(var j=0;j<c.length;j++)if(!u.searchParams.has(c[j][0]))u.searchParams.set(c[j][0],c[j][1]);' +
  'links[i].setAttribute("href",u.pathname+u.search+u.hash)}' +
  'var forms=document.querySelectorAll("form[method=get][action^=\\"/\\"]");' +
  'for(i=0;i<forms.length;i++){if(forms[i].getAttribute("action").charAt(1)==="/")continue;for(j=0;j<c.length;j++){' +
  'if(forms[i].elements.namedItem(c[j][0]))continue;var e=document.createElement("input");e.type="hidden";e.name=c[j][0];e.value=c[j][1];forms[i].appendChild(e)}}})()';

/** @param {string} source */
const scriptHash = (source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** The CSP sources that allow exactly these scripts. */
const inlineScriptHashes = [layoutModeScript, signedInScript, carriedQueryScript].map(scriptHash);

module.exports = { layoutModeScript, signedInScript, carriedQueryScript, inlineScriptHashes };
