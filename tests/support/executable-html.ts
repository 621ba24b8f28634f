import { JSDOM } from 'jsdom';

/** Elements that run code, load documents or resources, or submit anything. */
const dangerousTags = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'img', 'image', 'video',
  'audio', 'source', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'template', 'noscript', 'xmp',
  'details', 'marquee', 'isindex',
]);
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster']);
const safeUrl = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * What in `html` could still execute or load something once a browser renders it: dangerous elements,
 * event handlers, style attributes, frame sources, and URL attributes with any scheme other than
 * http(s), mailto or tel. The HTML is parsed as a browser parses a page body (jsdom, scripts off),
 * in the browser-like and the Node test environments alike. An empty list means nothing executable.
 */
export function executableParts(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}`).window;
  const found: string[] = [];
  // A <body> or <html> tag in the text gives its attributes (onload …) to the page's own elements.
  for (const element of [document.documentElement, document.body, ...Array.from(document.body.querySelectorAll('*'))]) {
    const name = element.localName;
    if (dangerousTags.has(name)) found.push(`<${name}>`);
    for (const { name: attribute, value } of Array.from(element.attributes)) {
      if (attribute.startsWith('on') || attribute === 'style' || attribute === 'srcdoc') found.push(`${name}[${attribute}]`);
      else if (urlAttributes.has(attribute) && !safeUrl.test(value.trim())) found.push(`${name}[${attribute}=${value}]`);
    }
  }
  return found;
}
