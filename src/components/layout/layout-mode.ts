import type { ParsedUrlQuery } from 'node:querystring';

/**
 * What frames the page:
 * - `bare`: the page alone (an `iframe` flag, or `shell_app` on an app route),
 * - `app`:  the page plus the bottom app navigation (`shell_app` elsewhere),
 * - `full`: brand bar, page and footer.
 * The layout-mode script of src/page-setup/inline-scripts.js applies the same rule before hydration.
 */
export type LayoutMode = 'full' | 'app' | 'bare';

/** A flag is on when present, unless it says `false` or `0`. */
export function isFlagOn(value: string | string[] | undefined): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  return first !== undefined && first !== 'false' && first !== '0';
}

export function layoutMode(query: ParsedUrlQuery, appRoute: boolean): LayoutMode {
  const shellApp = isFlagOn(query.shell_app);
  if (isFlagOn(query.iframe) || (shellApp && appRoute)) return 'bare';
  return shellApp ? 'app' : 'full';
}
