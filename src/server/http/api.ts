import type { IncomingHttpHeaders } from 'node:http';

/** A request as handlers see it: body already parsed from JSON (undefined when empty), or the raw bytes for a route that takes them. */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The client's address, for rate limits. */
  ip: string;
  /** Named groups of the route's path pattern. */
  params: Record<string, string>;
  /**
   * A route that takes raw bytes gets them from here, within its limits: nothing of the body is read
   * (and a client waiting for `100 Continue` sends nothing) until the route asks, so it can refuse an
   * upload by its declared size before the bytes travel.
   */
  readBody?: () => Promise<Buffer>;
}

/** An answer; `Body` is what the endpoint's contract says a success carries. */
export interface ApiResult<Body = unknown> {
  status: number;
  body?: Body;
  headers?: Record<string, string>;
  /**
   * A file to download instead of a JSON body (sent as an attachment, with nosniff): its bytes, or
   * chunks made while it is sent (a large archive), so that the whole file is never held in memory.
   */
  file?: {
    content: Uint8Array | AsyncIterable<Uint8Array>;
    /** The size of chunks sent as they come, where it is known (a stored document): sent as Content-Length. */
    sizeBytes?: number;
    mediaType: string;
    fileName: string;
    /** Shown in the browser rather than downloaded, where the type is one a browser shows safely (a PDF, an image). */
    inline?: boolean;
  };
  /**
   * Work done after the answer has been sent, so that its duration cannot show in the answer's
   * timing (e.g. whether an address has an account). Its failures are logged.
   */
  afterResponse?: () => Promise<void>;
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiResult>;

export const ok = <Body>(body: Body, headers?: Record<string, string>): ApiResult<Body> => ({ status: 200, body, headers });

/** 200 now; `work` runs once the answer is out. */
export const okThen = <Body>(body: Body, work: () => Promise<void>): ApiResult<Body> => ({ status: 200, body, afterResponse: work });

export const created = <Body>(body: Body, headers?: Record<string, string>): ApiResult<Body> => ({ status: 201, body, headers });

export const redirect = (location: string): ApiResult => ({ status: 302, headers: { Location: location } });

/** The body's size as the client declared it in `Content-Length`; undefined without one. */
export function declaredBodyBytes(request: Pick<ApiRequest, 'headers'>): number | undefined {
  const raw = header(request, 'content-length');
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/**
 * A file with personal data: never kept by a cache, downloaded as an attachment (the node adapter adds
 * nosniff) unless `inline` asks the browser to show it (a PDF, an image).
 */
export const privateFile = (file: NonNullable<ApiResult['file']>, { inline = false } = {}): ApiResult<never> => ({
  status: 200,
  file: inline ? { ...file, inline } : file,
  headers: { 'Cache-Control': 'private, no-store' },
});

/** A header's single value (the first, if sent twice). */
export function header(request: Pick<ApiRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
