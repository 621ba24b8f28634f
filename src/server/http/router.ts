import type { AnswerOf, BodyOf, Endpoint, EndpointSpec, Method, QueryOf } from '@/contracts/endpoint';
import { dayInGermany } from '@/basics/calendar';
import { now } from '../clock';
import type { ApiHandler, ApiRequest, ApiResult } from './api';
import { pathsWithControlCharacters } from './control-characters';
import { ApiError, errorItem } from './errors';

export type { Method };

/** How large a request body may be and how long the client may take to send it. */
export interface BodyLimits {
  maxBytes: number;
  timeoutSeconds: number;
}

export interface ApiRoute {
  method: Method;
  /** An exact path, or a pattern whose named groups become `request.params`. */
  path: string | RegExp;
  handler: ApiHandler;
  /**
   * Limits beyond the defaults (MAX_BODY_BYTES, HTTP_BODY_TIMEOUT_SECONDS), e.g. for an upload; the
   * web server's overall request timeout grows with the slowest body a route accepts.
   */
  body?: Partial<BodyLimits>;
  /** The body is bytes (an upload), handed over as a Buffer instead of parsed JSON. */
  rawBody?: boolean;
}

export type RouteLookup =
  | { found: true; route: ApiRoute; params: Record<string, string> }
  | { found: false; allowed: Method[] };

function matches(pattern: string | RegExp, path: string): Record<string, string> | undefined {
  if (typeof pattern === 'string') return pattern === path ? {} : undefined;
  const match = pattern.exec(path);
  return match ? { ...(match.groups ?? {}) } : undefined;
}

/** Finds the route for a method and path; a known path with another method tells which are allowed. */
export function findRoute(routes: readonly ApiRoute[], method: string, path: string): RouteLookup {
  const allowed: Method[] = [];
  for (const route of routes) {
    const params = matches(route.path, path);
    if (!params) continue;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { found: true, route, params };
    allowed.push(route.method);
  }
  return { found: false, allowed };
}

/**
 * The pattern of a contract's path: `{name}` segments become named groups. Paths outside /api (the
 * bank search) reach the API route through src/proxy.ts's rewrite, so they are answered under /api too.
 */
function pathPattern(path: string): string | RegExp {
  if (!path.includes('{') && path.startsWith('/api/')) return path;
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      return param ? `(?<${param[1]}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${path.startsWith('/api/') ? '' : '(?:\\/api)?'}${source}$`);
}

/** What a contract route's handler gets: the checked body and query, path parameters and the request. */
export interface EndpointInput<Spec extends EndpointSpec> {
  body: BodyOf<Spec>;
  query: QueryOf<Spec>;
  params: Record<string, string>;
  request: ApiRequest;
}

export interface RouteOptions {
  /** Checks the caller's right first: nobody learns anything about the input without it. */
  authorise?: (request: ApiRequest) => Promise<void>;
  /** Reports the body's fields under this path (`user` makes `email` read `user.email`), where not there already. */
  reportFieldsUnder?: string;
  /**
   * The body is a file's bytes, not JSON: the handler reads them as `request.body` (a Buffer), with
   * these limits instead of the JSON body's (asked per request, so they follow the settings). The
   * contract then has no body schema.
   */
  rawBody?: () => Partial<BodyLimits>;
  /**
   * With `rawBody`: checks run after the caller's right and the query, before a byte of the body is
   * read (its declared size is in `Content-Length`), e.g. an upload's quotas.
   */
  beforeBody?: (request: ApiRequest) => Promise<void>;
}

/**
 * A route that serves a contract's endpoint: the body and query are checked against the contract
 * (422 listing every problem, with dates judged by today in Germany), and the handler's answer must be
 * the contract's answer type. Outside production the answer is checked at run time too, so a test
 * fails when the backend drifts from its contract.
 */
export function route<Spec extends EndpointSpec>(
  endpoint: Endpoint<Spec>,
  handler: (input: EndpointInput<Spec>) => Promise<ApiResult<AnswerOf<Spec>>>,
  { authorise, reportFieldsUnder, rawBody, beforeBody }: RouteOptions = {},
): ApiRoute {
  const served: ApiRoute = {
    method: endpoint.method,
    path: pathPattern(endpoint.path),
    async handler(request) {
      await authorise?.(request);
      const withControlCharacters = [...(rawBody ? [] : pathsWithControlCharacters(request.body)), ...pathsWithControlCharacters(Object.fromEntries(request.query))];
      if (withControlCharacters.length > 0) {
        throw new ApiError(withControlCharacters.map((path) => errorItem('invalid_characters', underPath({ path: path || null }, reportFieldsUnder).path)));
      }
      const query = endpoint.checkQuery(Object.fromEntries(request.query));
      // Today is asked only by a body's date checks: formatting it costs more than a signed-in GET's own work.
      const body = rawBody
        ? ({ ok: true, value: undefined } as ReturnType<typeof endpoint.checkBody>)
        : endpoint.checkBody(request.body, request.body === undefined ? undefined : { today: dayInGermany(now()) });
      const errors = [...(query.ok ? [] : query.errors), ...(body.ok ? [] : body.errors.map((error) => underPath(error, reportFieldsUnder)))];
      if (!query.ok || !body.ok) throw new ApiError(errors);
      if (rawBody) {
        await beforeBody?.(request);
        // Set on the request itself: what `authorise` found is kept by the request object.
        if (request.readBody) request.body = await request.readBody();
      }
      const result = await handler({ body: body.value, query: query.value, params: request.params, request });
      if (process.env.NODE_ENV !== 'production' && result.status < 300) {
        const answer = endpoint.checkAnswer(result.body);
        if (!answer.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${JSON.stringify(answer.errors)}`);
      }
      return result;
    },
  };
  if (rawBody) Object.defineProperties(served, { rawBody: { value: true, enumerable: true }, body: { get: rawBody, enumerable: true } });
  return served;
}

const underPath = <T extends { path: string | null }>(error: T, prefix: string | undefined): T =>
  prefix && error.path && error.path !== prefix && !error.path.startsWith(`${prefix}.`) ? { ...error, path: `${prefix}.${error.path}` } : error;
