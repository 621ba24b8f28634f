import { render, type RenderOptions } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
// Tests build their own i18next instance from the real locale files.
// eslint-disable-next-line no-restricted-imports -- the provider is not part of the app's import point
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { type Language, languages } from '@/basics/language';
import { namespaces } from '@/i18n/namespaces';
import { PageProvider } from '@/page-setup/PageContext';
import { type RouteId, matchRoute, routeSlugs } from '@/routes';
import { theme } from '@/styles/theme';

const localesDir = path.join(__dirname, '..', '..', 'locales');

export function readLocale(language: Language, namespace: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
}

export function createTestI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    languages.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, readLocale(lng, ns)]))]),
  );
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: [...namespaces],
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

type Listener = (...args: unknown[]) => void;

export function createTestRouter(url: string, overrides: Partial<NextRouter> = {}): NextRouter {
  const parsed = new URL(url, 'http://localhost');
  const listeners = new Map<string, Set<Listener>>();
  return {
    pathname: parsed.pathname,
    route: parsed.pathname,
    asPath: `${parsed.pathname}${parsed.search}`,
    basePath: '',
    query: Object.fromEntries(parsed.searchParams.entries()),
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
    beforePopState: jest.fn(),
    events: {
      on: (event: string, listener: Listener) => {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
      },
      off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
      emit: (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args)),
    },
    ...overrides,
  } as NextRouter;
}

export interface PortalRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The page URL the component is shown on, e.g. `/en/rent?shell_app=true`. */
  url?: string;
  router?: NextRouter;
}

/** Renders UI as the portal shows it: theme, translations, router and page context of `url`. */
export function renderOnPage(ui: ReactElement, { url = '/', router, ...options }: PortalRenderOptions = {}) {
  const match = matchRoute(url);
  const language: Language = match?.language ?? (url.startsWith('/en') ? 'en' : 'de');
  const routeId: RouteId | null = match?.id ?? null;
  const i18n = createTestI18n(language);
  const testRouter = router ?? createTestRouter(url);
  const page = { language, routeId, slugs: routeId ? routeSlugs(routeId, match?.params) : { de: '/', en: '/en' } };
  const result = render(ui, {
    wrapper: ({ children }) => (
      <RouterContext.Provider value={testRouter}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <PageProvider value={page}>{children}</PageProvider>
          </ThemeProvider>
        </I18nextProvider>
      </RouterContext.Provider>
    ),
    ...options,
  });
  return { ...result, router: testRouter, i18n };
}
