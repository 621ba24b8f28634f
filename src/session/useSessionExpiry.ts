import { useEffect } from 'react';
import { readStoredAuth } from './auth-cookie';

// setTimeout cannot wait longer than about 24.8 days; sessions last two weeks.
const longestTimeout = 2_147_483_647;

/** Calls `onExpired` when the stored session runs out while the page is open (signed in → signed out). */
export function useSessionExpiry(onExpired: () => void): void {
  useEffect(() => {
    const auth = readStoredAuth();
    if (!auth) return;
    const remaining = auth.expiredAt * 1000 - Date.now();
    const timer = setTimeout(onExpired, Math.min(Math.max(remaining, 0), longestTimeout));
    return () => clearTimeout(timer);
  }, [onExpired]);
}
