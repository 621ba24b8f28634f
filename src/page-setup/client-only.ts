import { useSyncExternalStore } from 'react';

/** These values do not change while the page is open. */
const noSubscription = () => () => {};

/**
 * A value only the browser knows (the location). Server render and hydration see `serverValue`,
 * so the markup matches; React re-renders with the browser's value right after hydration.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** False during server render and hydration, true afterwards. */
export const useHydrated = () => useBrowserValue(() => true, false);
