import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '@/basics/language';
import type { RouteId } from '@/routes';

export interface PageInfo {
  language: Language;
  routeId: RouteId | null;
  slugs: Record<Language, string>;
}

const PageContext = createContext<PageInfo>({ language: 'de', routeId: null, slugs: { de: '/', en: '/en' } });

export function PageProvider({ value, children }: { value: PageInfo; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** The current page's language, route and sibling slugs. */
export const usePage = () => useContext(PageContext);

export const useLanguage = () => useContext(PageContext).language;
