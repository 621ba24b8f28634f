import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { GetServerSideProps } from 'next';
import type { Language } from '@/basics/language';
import type { Namespace } from '@/i18n/namespaces';
import { type RouteId, routeParamNames } from '@/routes';
import { type PageProps, pageProps } from './page-props';

/** What a screen's loader is given: the page's language and the request. */
export interface LoadContext {
  language: Language;
  query: ParsedUrlQuery;
  req: IncomingMessage & { cookies: Partial<Record<string, string>> };
  res: ServerResponse;
}

/**
 * What a loader answers: the screen's data (with the HTTP status to answer with, and the page's
 * paths in both languages where they carry more than the route table's), or a redirect.
 */
export type Loaded<Data> =
  | { data: Data; status?: number; slugs?: Record<Language, string> }
  /** `seeOther`: answer a form's POST with 303, so that the browser goes on with GET. */
  | { redirect: string; seeOther?: boolean };

export type Loader<Data> = (context: LoadContext) => Promise<Loaded<Data>>;

/**
 * getServerSideProps of a screen whose content depends on the request (a session, a case id, a reset
 * link): the page's translations plus what the screen's loader (`src/screens/<Screen>/load.ts`) finds.
 * Such pages are private to their visitor, so no cache may keep them.
 */
export const serverPage =
  <Data extends object>(routeId: RouteId, language: Language, namespaces: readonly Namespace[], load: Loader<Data>): GetServerSideProps<PageProps & Data> =>
  async ({ query, req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const loaded = await load({ language, query, req, res });
    if ('redirect' in loaded) {
      return { redirect: loaded.seeOther ? { destination: loaded.redirect, statusCode: 303 } : { destination: loaded.redirect, permanent: false } };
    }
    if (loaded.status) res.statusCode = loaded.status;
    // A path with parameters (`/beauftragen/[product]`) names the page with the request's values.
    const params = Object.fromEntries(routeParamNames(routeId).map((name) => [name, String(query[name] ?? '')]));
    const base = await pageProps(routeId, language, namespaces, params);
    return { props: { ...base, ...(loaded.slugs ? { slugs: loaded.slugs } : {}), ...loaded.data } };
  };
