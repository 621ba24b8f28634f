import { useRouter } from 'next/router';
import { useEffect } from 'react';

/**
 * The brand bar's menu and the app navigation's "more info" list are popovers: the browser opens and
 * closes them (their toggle, Escape, a click outside) and reports the state to assistive technology,
 * also on pages that ship no client JavaScript. Where the app runs, a page change without a reload keeps
 * those bars mounted, so this closes the popover with the given id then.
 */
export function usePopoverClosesOnNavigation(id: string) {
  const router = useRouter();
  useEffect(() => {
    const close = () => {
      const popover = document.getElementById(id);
      if (popover?.matches(':popover-open')) popover.hidePopover();
    };
    router.events?.on('routeChangeStart', close);
    return () => router.events?.off('routeChangeStart', close);
  }, [id, router.events]);
}
