import type { IncomingHttpHeaders } from 'node:http';
import { serverConfig } from '../config';
import { header } from './api';
import { ApiError } from './errors';

/**
 * Refuses state-changing requests that a browser sends on behalf of another site (cross-site request
 * forgery: a form or script on evil.example posting to the reset endpoint with the visitor's browser).
 *
 * Browsers say where a request comes from in `Sec-Fetch-Site`; `same-origin` (the portal's own pages,
 * also inside a partner's iframe) and `none` (typed by the user) pass. Browsers that do not send it
 * still send `Origin` with every POST, PUT, PATCH and DELETE: it must be APP_URL's origin or the host
 * the request was sent to. Cross-site and same-site requests pass only from ALLOWED_ORIGINS. Clients
 * that send neither header are not browsers (the CLI, the portal's own server, apps) and carry no
 * visitor's cookies or ambient credentials, so they pass.
 */
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const crossSiteRequest = () => ApiError.of('cross_site_request');

function appOrigin(): string {
  return new URL(serverConfig.appUrl).origin.toLowerCase();
}

function isTrustedOrigin(origin: string): boolean {
  return origin === appOrigin() || serverConfig.allowedOrigins.includes(origin);
}

function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export function assertNotCrossSite(method: string, headers: IncomingHttpHeaders): void {
  if (!stateChanging.has(method)) return;
  const request = { headers };
  const site = header(request, 'sec-fetch-site')?.toLowerCase();
  if (site === 'same-origin' || site === 'none') return;
  const origin = header(request, 'origin')?.trim().toLowerCase();
  if (site === undefined && origin === undefined) return;
  if (origin !== undefined && origin !== 'null') {
    if (isTrustedOrigin(origin)) return;
    if (site === undefined && isSameHost(origin, header(request, 'host'))) return;
  }
  throw crossSiteRequest();
}
