import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';

/**
 * Signed in → signed out from a control of the running app: ends the session (see endSession, which
 * also tells an embedding mobile app) and goes to `signInHref`, the sign-in page with the carried query.
 * The account service's client loads on the click: every page's brand bar has this control, few use it.
 */
export function useSignOut(signInHref: string) {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const { endSession } = await import('./session');
      await endSession();
      await router.push(signInHref);
    } finally {
      // The brand bar stays mounted across the page change.
      setSigningOut(false);
    }
  }, [router, signInHref]);
  return { signOut, signingOut };
}
