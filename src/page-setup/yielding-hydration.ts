import { startTransition } from 'react';
import type ReactDOMClient from 'react-dom/client';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;

/**
 * Makes React hydrate a server-rendered page in slices instead of one long task.
 *
 * Next's pages router calls `hydrateRoot` outside a transition, so React hydrates the whole page at
 * default priority in a single task the browser cannot interrupt (about 250 ms on a mid-range phone
 * for the homepage: the main cause of Lighthouse's total blocking time). Started inside a
 * transition, the same hydration is time-sliced: React yields to the browser every few
 * milliseconds. A click or key press that arrives meanwhile makes React finish hydrating at once and
 * then replays the event, so nothing typed or clicked is lost.
 *
 * Next reads `hydrateRoot` from the `react-dom/client` module when it hydrates, after `_app` has
 * been loaded; this wraps that export once, in the browser only.
 */
export function hydrateInTransition(client: { hydrateRoot: HydrateRoot }): void {
  const hydrateRoot = client.hydrateRoot;
  if ((hydrateRoot as { inTransition?: true }).inTransition) return;
  const hydrateRootInTransition: HydrateRoot = (container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    return root as ReturnType<HydrateRoot>;
  };
  client.hydrateRoot = Object.assign(hydrateRootInTransition, { inTransition: true as const });
}
