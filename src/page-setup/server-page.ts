import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { GetServerSideProps } from 'next';
import type { Language } from '@/basics/language';
import type { Namespace } from '@/i18n/namespaces';
import { type RouteId, type RouteParams, routeParamNames, routeParamValue, routePath, routeSegment } from '@/routes';
import { type PageProps, pageProps } from './page-props';
import { withQuery } from './query';

/** The query beside a path's own parameters (Next puts those into the query too). */
const queryBeside = (query: ParsedUrlQuery, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return names.includes(name) || first === undefined ? [] : [[name, first]];
    }),
  );

/** What a screen's loader is given: the page's language, the values of its path's parameters and the request. */
export interface LoadContext {
  language: Language;
  /** The path's parameters as values (a product's name), whichever language's segment the path used. */
  params: RouteParams;
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
    const names = routeParamNames(routeId);
    const segments = Object.fromEntries(names.map((name) => [name, String(query[name] ?? '')]));
    const params = Object.fromEntries(names.map((name) => [name, routeParamValue(routeId, name, segments[name])]));
    // An old link (another language's segment, or the value itself) moves for good to the page's own path.
    if (names.some((name) => routeSegment(routeId, name, params[name], language) !== segments[name])) {
      return { redirect: { destination: withQuery(routePath(routeId, language, params), queryBeside(query, names)), permanent: true } };
    }
    const loaded = await load({ language, params, query, req, res });
    if ('redirect' in loaded) {
      return { redirect: loaded.seeOther ? { destination: loaded.redirect, statusCode: 303 } : { destination: loaded.redirect, permanent: false } };
    }
    if (loaded.status) res.statusCode = loaded.status;
    // A path with parameters (`/beauftragen/[product]`) names the page with the request's values.
    const base = await pageProps(routeId, language, namespaces, params);
    return { props: { ...base, ...(loaded.slugs ? { slugs: loaded.slugs } : {}), ...loaded.data } };
  };
