import { useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;

const noSubscription: Subscribe = () => () => {};

/**
 * A value only the browser knows (location, cookies). Server render and hydration see `serverValue`,
 * so the markup matches; React re-renders with the browser's value right after hydration.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe: Subscribe = noSubscription): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** False during server render and hydration, true afterwards. */
export const useHydrated = () => useBrowserValue(() => true, false);
