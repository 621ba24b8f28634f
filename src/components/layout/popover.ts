import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { css } from 'styled-components';
import { theme } from '@/styles/theme';

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

/** Undoes the browser's popover look (a centred box with border and padding) for the bars' panels. */
export const popoverPanel = css`
  position: fixed;
  width: auto;
  margin: 0;
  border: 0;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
`;
