import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { frameAncestorsFor, partnerFrameAncestors } from '@/config/framing';
import { robotsTagFor } from '@/config/robots';
import { securityHeaders } from '@/config/security-headers';
import { bankSearch } from '@/contracts/banks';
import { serverConfig } from '@/server/config';
import { errorFields, log } from '@/server/log';
import { errorItem, failureBody } from '@/server/http/errors';
import { bodyLimitsOf, handleNodeRequest } from '@/server/http/node-adapter';
import type { ApiRoute } from '@/server/http/router';

/**
 * The portal's front door: one Node HTTP server in front of Next (pages, assets) and the reference
 * backend (`/api`, and the bank search at `/girokosten/banks`), which it serves directly,
 * without Next's router in between. Before either sees a request it
 *
 * - refuses methods nothing here answers (TRACE, CONNECT, WebDAV …) with 405;
 * - bounds how long a client may take to send its headers and its body, so slow clients cannot hold
 *   connections (the body limits per backend route are enforced in node-adapter.ts);
 * - sets the security headers, with `frame-ancestors` decided per path at run time (config/framing.ts).
 */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface WebServerParts {
  /** Next's request handler: pages, `/_next/*` and public files. */
  pages: RequestHandler;
  /** The backend's routes. */
  routes: readonly ApiRoute[];
}

/** Methods some part of the portal answers; everything else gets 405 here. */
export const servedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const allowHeader = servedMethods.join(', ');

/** Paths the backend answers; everything else is Next's. */
export function isBackendPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === bankSearch.path;
}

/** The request's path without its query; `/` for anything that does not parse. */
function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The server's timeouts, in milliseconds, derived from the settings and the slowest body any route accepts. */
export function serverTimeouts(routes: readonly ApiRoute[]) {
  const headersTimeout = serverConfig.headersTimeoutSeconds * 1000;
  const slowestBody = Math.max(...routes.map((route) => bodyLimitsOf(route).timeoutSeconds)) * 1000;
  return {
    headersTimeout,
    // Node's outer bound for receiving a whole request; each backend route enforces its own body timeout inside it.
    requestTimeout: headersTimeout + slowestBody,
    // Without this, Node checks the two timeouts above only every 30 seconds.
    connectionsCheckingInterval: 1000,
  };
}

export function createWebServer({ pages, routes }: WebServerParts): http.Server {
  const partners = partnerFrameAncestors();
  const headerSets = new Map<string, { key: string; value: string }[]>();
  const headersFor = (pathname: string) => {
    const frameAncestors = frameAncestorsFor(pathname, partners);
    let headers = headerSets.get(frameAncestors);
    if (!headers) {
      headers = securityHeaders(frameAncestors);
      headerSets.set(frameAncestors, headers);
    }
    return headers;
  };

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const pathname = pathOf(request);
    const backend = isBackendPath(pathname);
    try {
      for (const { key, value } of headersFor(pathname)) response.setHeader(key, value);
      const robotsTag = robotsTagFor(pathname);
      if (robotsTag) response.setHeader('X-Robots-Tag', robotsTag);
      const method = (request.method ?? '').toUpperCase();
      if (!(servedMethods as readonly string[]).includes(method)) {
        methodNotAllowed(response, backend);
        return;
      }
      if (backend) await handleNodeRequest(request, response, routes);
      else await pages(request, response);
    } catch (error) {
      log.error('request failed', { method: request.method, path: pathname, ...errorFields(error) });
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end();
      } else response.destroy();
    }
  };
  const server = http.createServer(serverTimeouts(routes), serve);
  // A client that asks before sending its body (`Expect: 100-continue`) hears "go on" from the backend
  // only once a route reads the body, so an upload refused by its declared size never travels.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (!isBackendPath(pathOf(request))) response.writeContinue();
    void serve(request, response);
  });
  // CONNECT never reaches the request handler (Node would drop the connection without a word).
  server.on('connect', (_request, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowHeader}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}

function methodNotAllowed(response: ServerResponse, backend: boolean): void {
  response.statusCode = 405;
  response.setHeader('Allow', allowHeader);
  response.setHeader('Cache-Control', 'no-store');
  if (backend) {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(failureBody([errorItem('method_not_allowed')])));
  } else {
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Method Not Allowed\n');
  }
}
