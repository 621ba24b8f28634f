import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { runInBackground } from '../background-work';
import { serverConfig } from '../config';
import { isDatabaseUnavailable } from '../db/database-errors';
import { errorFields, log } from '../log';
import { type ApiRequest, type ApiResult, declaredBodyBytes } from './api';
import { clientAddress } from './client-address';
import { assertNotCrossSite } from './cross-site';
import { DomainError } from '../domain-error';
import { ApiError, errorItem, failureBody, serviceUnavailable } from './errors';
import { type ApiRoute, type BodyLimits, findRoute } from './router';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route's body limits: its own, or MAX_BODY_BYTES and HTTP_BODY_TIMEOUT_SECONDS. */
export function bodyLimitsOf(route: Pick<ApiRoute, 'body'>): BodyLimits {
  return {
    maxBytes: route.body?.maxBytes ?? serverConfig.maxBodyBytes,
    timeoutSeconds: route.body?.timeoutSeconds ?? serverConfig.bodyTimeoutSeconds,
  };
}

class BodyTooLarge extends Error {}
class BodyTooSlow extends Error {}
/** The client closed the connection while sending its body: there is nobody left to answer. */
class ClientGone extends Error {}

/**
 * Reads the raw body, refusing to buffer more than `maxBytes`, and giving up when it has not arrived
 * within `timeoutSeconds` (a client trickling a body would otherwise hold the connection).
 */
function readBody(request: IncomingMessage, response: ServerResponse, { maxBytes, timeoutSeconds }: BodyLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) return reject(new BodyTooLarge());
    // The web server leaves `Expect: 100-continue` unanswered, so a refusal before this point saves the upload.
    if (String(request.headers.expect ?? '').toLowerCase() === '100-continue') response.writeContinue();
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error) => {
      clearTimeout(timer);
      request.removeAllListeners('data');
      request.resume();
      reject(error);
    };
    const timer = setTimeout(() => stop(new BodyTooSlow()), timeoutSeconds * 1000);
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) stop(new BodyTooLarge());
      else chunks.push(chunk);
    });
    request.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    request.on('error', () => {
      clearTimeout(timer);
      reject(new ClientGone());
    });
  });
}

/** The raw body within the route's limits; 413 or 408 (closing the connection) beyond them. */
async function readLimitedBody(request: IncomingMessage, response: ServerResponse, limits: BodyLimits): Promise<Buffer> {
  try {
    return await readBody(request, response, limits);
  } catch (error) {
    // Both answers close the connection: the rest of the body is not worth waiting for.
    if (error instanceof BodyTooLarge) {
      throw new ApiError([errorItem('payload_too_large', null, { maxBytes: limits.maxBytes })], { Connection: 'close' });
    }
    if (error instanceof BodyTooSlow) {
      throw new ApiError([errorItem('request_timeout')], { Connection: 'close' });
    }
    throw error;
  }
}

async function parseJsonBody(request: IncomingMessage, response: ServerResponse, limits: BodyLimits): Promise<unknown> {
  if (!methodsWithBody.has(request.method ?? '')) return undefined;
  const raw = await readLimitedBody(request, response, limits);
  if (raw.length === 0) return undefined;
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) throw ApiError.of('unsupported_media_type');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw ApiError.of('invalid_json');
  }
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback and the exact name. */
function attachmentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'download';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Types a browser may show inline: documents are typed by their content when uploaded, and none of
 * these can run script in the portal's origin (no HTML, no SVG).
 */
const inlineMediaTypes = new Set(['application/pdf', 'image/jpeg', 'image/png']);

function send(response: ServerResponse, result: ApiResult, method: string): void {
  response.statusCode = result.status;
  response.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, value);
  if (result.file) {
    // A download unless asked inline for a safe type: no page can be smuggled in as a customer's upload.
    const inline = result.file.inline === true && inlineMediaTypes.has(result.file.mediaType);
    response.setHeader('Content-Type', result.file.mediaType);
    response.setHeader('Content-Disposition', attachmentDisposition(result.file.fileName, inline ? 'inline' : 'attachment'));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    const { content } = result.file;
    if (content instanceof Uint8Array) {
      response.setHeader('Content-Length', content.byteLength);
      response.end(method === 'HEAD' ? undefined : content);
    } else if (method === 'HEAD') {
      if (result.file.sizeBytes !== undefined) response.setHeader('Content-Length', result.file.sizeBytes);
      response.end();
    } else {
      if (result.file.sizeBytes !== undefined) response.setHeader('Content-Length', result.file.sizeBytes);
      // Made while sent: a failure midway can only cut the download off, which the client notices. A
      // client that stops the download itself (closes the tab) is no failure of ours.
      pipeline(Readable.from(content), response).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') log.info('download stopped by the client');
        else log.error('streamed download failed', errorFields(error));
      });
    }
    return;
  }
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
 * Serves one request with the backend's routes over plain Node HTTP. Used by the web server in
 * production and by the integration tests' server, so both run the same code.
 */
export async function handleNodeRequest(request: IncomingMessage, response: ServerResponse, routes: readonly ApiRoute[]) {
  const method = (request.method ?? 'GET').toUpperCase();
  const url = new URL(request.url ?? '/', 'http://localhost');
  let result: ApiResult;
  let rawBodyUnread = false;
  try {
    const lookup = findRoute(routes, method, url.pathname);
    if (!lookup.found) {
      if (lookup.allowed.length === 0) throw ApiError.of('not_found');
      throw new ApiError([errorItem('method_not_allowed')], { Allow: lookup.allowed.join(', ') });
    }
    assertNotCrossSite(method, request.headers);
    const limits = bodyLimitsOf(lookup.route);
    const apiRequest: ApiRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: lookup.route.rawBody ? undefined : await parseJsonBody(request, response, limits),
      ip: clientAddress(request),
      params: lookup.params,
    };
    if (lookup.route.rawBody) {
      rawBodyUnread = true;
      // Bytes are taken only with their size declared, so that limits can judge them before they travel.
      const declared = declaredBodyBytes(apiRequest);
      if (declared === undefined) throw ApiError.of('length_required');
      if (declared > limits.maxBytes) throw ApiError.of('payload_too_large', null, { maxBytes: limits.maxBytes });
      apiRequest.readBody = () => {
        rawBodyUnread = false;
        return readLimitedBody(request, response, limits);
      };
    }
    result = await lookup.route.handler(apiRequest);
  } catch (error) {
    if (error instanceof ClientGone) {
      response.destroy();
      return;
    }
    if (error instanceof ApiError) result = failure(error);
    else if (error instanceof DomainError) result = failure(ApiError.from(error));
    else if (isDatabaseUnavailable(error)) {
      log.warn('database unavailable', { method, path: url.pathname, ...errorFields(error) });
      result = failure(ApiError.from(serviceUnavailable()));
    } else {
      log.error('request failed', { method, path: url.pathname, ...errorFields(error) });
      result = failure(ApiError.of('internal_error'));
    }
  }
  // An upload answered before its bytes were read: closing the connection spares receiving them at
  // all. A proxy in front (nginx) passes the body on as it comes and would answer 502 to a closed
  // connection, so from a proxy the body is read and dropped instead (Node does that by itself).
  if (rawBodyUnread && clientAddress(request) === request.socket.remoteAddress) result = { ...result, headers: { ...result.headers, Connection: 'close' } };
  send(response, result, method);
  if (result.afterResponse) runInBackground(`${method} ${url.pathname}: work after the answer`, result.afterResponse);
}
