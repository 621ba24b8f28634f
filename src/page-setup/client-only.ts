import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** These values do not change while the page is open. */
const noSubscription = () => () => {};

/**
 * A value only the browser knows (the location). Server render and hydration see `serverValue`,
 * so the markup matches; React re-renders with the browser's value right after hydration.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** Set once the page has hydrated: a part that mounts later needs no second render. */
let pageHydrated = false;

/**
 * False during server render and hydration, true afterwards; true at once in a part that mounts later.
 *
 * After hydration the change is rendered as a transition, in slices the browser can interrupt, rather
 * than in one task (as a `useSyncExternalStore` value that differs from the server's would be): where
 * a whole screen appears once the page runs in the browser (the order funnel), that render is the
 * longest task of the page's start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
