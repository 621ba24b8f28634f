// Pages without client JavaScript (marketing content, articles) still carry the visitor's query
// parameters – shell_app, iframe, tracking – into their internal links, as the Link component does on
// every other page (carriedQuery in query.ts is the reference; tests/unit/page/carried-query-script.test.ts
// checks that both agree). Runs at the end of <body>; a parameter the link already names wins, `lng`
// and the page's own parameters (listed in the script's data-own-params) stay behind. Plain JS: the
// Content-Security-Policy (src/config/security-headers.js) allows it by its hash.
const carriedQueryScript =
  '(function(){var s=document.currentScript,q=new URLSearchParams(location.search),c=[],seen=Object.create(null);' +
  'var own=((s&&s.getAttribute("data-own-params"))||"").split(" ").concat("lng");' +
  'q.forEach(function(v,k){if(!seen[k]&&own.indexOf(k)<0){seen[k]=1;c.push([k,v])}});if(!c.length)return;' +
  'var links=document.querySelectorAll("a[href^=\\"/\\"]");' +
  'for(var i=0;i<links.length;i++){var h=links[i].getAttribute("href");if(h.charAt(1)==="/")continue;' +
  'var u=new URL(h,location.origin);for(var j=0;j<c.length;j++)if(!u.searchParams.has(c[j][0]))u.searchParams.set(c[j][0],c[j][1]);' +
  'links[i].setAttribute("href",u.pathname+u.search+u.hash)}})()';

module.exports = { carriedQueryScript };
