import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverConfig } from '../config';
import { errorFields, log } from '../log';
import type { ApiRequest, ApiResult } from './api';
import { ApiError, errorItem, failureBody } from './errors';
import { type ApiRoute, findRoute } from './router';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

class BodyTooLarge extends Error {}

/** Reads the raw body, refusing to buffer more than `limit` bytes. */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function parseJsonBody(request: IncomingMessage): Promise<unknown> {
  if (!methodsWithBody.has(request.method ?? '')) return undefined;
  let raw: Buffer;
  try {
    raw = await readBody(request, serverConfig.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      throw new ApiError(413, [errorItem('payload_too_large', null, { maxBytes: serverConfig.maxBodyBytes })], {
        Connection: 'close',
      });
    }
    throw error;
  }
  if (raw.length === 0) return undefined;
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) throw ApiError.of(415, 'unsupported_media_type');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw ApiError.of(400, 'invalid_json');
  }
}

function clientIp(request: IncomingMessage): string {
  if (serverConfig.trustProxy) {
    const forwarded = String(request.headers['x-forwarded-for'] ?? '').split(',')[0].trim();
    if (forwarded) return forwarded;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

function send(response: ServerResponse, result: ApiResult, method: string): void {
  response.statusCode = result.status;
  response.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, value);
  if (result.body === undefined) {
    response.end();
    return;
  }
  const payload = JSON.stringify(result.body);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(payload));
  response.end(method === 'HEAD' ? undefined : payload);
}

const failure = (error: ApiError): ApiResult => ({
  status: error.status,
  body: failureBody(error.errors),
  headers: error.headers,
});

/**
 * Serves one request with the backend's routes over plain Node HTTP. Used by the Next API route in
 * production and by the integration tests' server, so both run the same code.
 */
export async function handleNodeRequest(request: IncomingMessage, response: ServerResponse, routes: readonly ApiRoute[]) {
  const method = (request.method ?? 'GET').toUpperCase();
  const url = new URL(request.url ?? '/', 'http://localhost');
  let result: ApiResult;
  try {
    const lookup = findRoute(routes, method, url.pathname);
    if (!lookup.found) {
      if (lookup.allowed.length === 0) throw ApiError.of(404, 'not_found');
      throw new ApiError(405, [errorItem('method_not_allowed')], { Allow: lookup.allowed.join(', ') });
    }
    const apiRequest: ApiRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: await parseJsonBody(request),
      ip: clientIp(request),
      params: lookup.params,
    };
    result = await lookup.route.handler(apiRequest);
  } catch (error) {
    if (error instanceof ApiError) result = failure(error);
    else {
      log.error('request failed', { method, path: url.pathname, ...errorFields(error) });
      result = failure(ApiError.of(500, 'internal_error'));
    }
  }
  send(response, result, method);
}
