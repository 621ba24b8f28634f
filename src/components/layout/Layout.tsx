import { useRouter } from 'next/router';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useHydrated } from '@/page-setup/client-only';
import { usePage } from '@/page-setup/PageContext';
import { StaffLayout } from '@/components/staff/StaffLayout';
import type { StaffMemberView } from '@/contracts/staff';
import { isAppRoute, isStaffRoute } from '@/routes';
import { AppNavigation } from './AppNavigation';
import { BrandBar } from './BrandBar';
import { Footer } from './Footer';
import { MainRegion } from './MainRegion';
import { type LayoutMode, layoutMode } from './layout-mode';

/**
 * The layout mode once the browser knows the query. Static pages are rendered without a query, so the
 * first render (server and hydration alike) shows every region and lets CSS on html[data-layout] hide
 * the ones this mode leaves out; afterwards only the regions of the mode are rendered.
 */
function useLayoutMode(): LayoutMode | null {
  const router = useRouter();
  const { routeId } = usePage();
  const hydrated = useHydrated();
  const mode = hydrated && router.isReady ? layoutMode(router.query, isAppRoute(routeId ?? undefined)) : null;

  useEffect(() => {
    if (!mode) return;
    const html = document.documentElement;
    // The inline layout script usually set it already; writing the same value again would still make
    // the browser recompute every style that depends on it.
    if (html.getAttribute('data-layout') !== mode) html.setAttribute('data-layout', mode);
    html.toggleAttribute('data-app-route', isAppRoute(routeId ?? undefined));
  }, [mode, routeId]);
  return mode;
}

/**
 * The frame of a page. The back office (routes with the route table's `staff` flag) always has its own
 * frame, whatever the query says: staff never reach it through the app or an embedding site. Every
 * other page is framed by its layout mode.
 */
export function Layout({ staff, children }: { staff?: StaffMemberView; children: ReactNode }) {
  const { routeId } = usePage();
  if (routeId && isStaffRoute(routeId)) return <StaffLayout staff={staff}>{children}</StaffLayout>;
  return <PortalLayout>{children}</PortalLayout>;
}

/** The customer side's frame, by layout mode. */
function PortalLayout({ children }: { children: ReactNode }) {
  const mode = useLayoutMode();
  // The same elements on every render: when the mode becomes known right after hydration, React keeps
  // the regions as they are instead of rendering them again.
  const [brandBar, footer, appNavigation] = useMemo(() => [<BrandBar key="b" />, <Footer key="f" />, <AppNavigation key="a" />], []);
  return (
    <>
      {(mode === null || mode === 'full') && brandBar}
      <MainRegion>{children}</MainRegion>
      {(mode === null || mode === 'full') && footer}
      {(mode === null || mode === 'app') && appNavigation}
    </>
  );
}
