// Runs in <head> before the first paint: marks <html data-signed-in> while the auth cookie holds an
// unexpired session, so CSS shows the brand bar's account icon instead of "Anmelden" at once – also on
// pages that ship no client JavaScript. parseStoredAuth in stored-auth.ts is the reference;
// tests/unit/session/signed-in-script.test.ts checks that both agree. Plain JS: the Content-Security-Policy
// (src/config/security-headers.js) allows it by its hash.
const signedInScript =
  '(function(){try{var m=document.cookie.match(/(?:^|; )klarfall_auth=([^;]*)/);if(!m)return;' +
  'var a=JSON.parse(decodeURIComponent(m[1]));function s(v){return typeof v==="string"&&v.length>0}' +
  'if(a&&s(a.token)&&s(a.uId)&&s(a.client)&&typeof a.expiredAt==="number"&&isFinite(a.expiredAt)&&a.expiredAt>Date.now()/1000)' +
  'document.documentElement.setAttribute("data-signed-in","")}catch(e){}})()';

module.exports = { signedInScript };
