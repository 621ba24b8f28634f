import type { SafeHtml } from '@/html/safe-html';

/**
 * Renders HTML that the server has sanitised (see src/html/safe-html.ts). The SafeHtml type is the
 * guarantee: a plain string does not compile here.
 */
export function SafeHtmlBlock({ html, ...props }: { html: SafeHtml; className?: string; 'data-scout'?: string }) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
