import type { ApiHandler } from './api';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
