/**
 * The CLI's connection to the back-office API of a running portal (APP_URL, BACKOFFICE_API_KEY).
 * The CLI never opens the database itself: the portal's embedded database belongs to the portal's
 * process while it runs.
 */
export interface ApiErrorItem {
  path: string | null;
  code: string;
  params?: Record<string, unknown>;
}

export type ClientResult =
  | { ok: true; status: number; data: Record<string, unknown> }
  | { ok: false; kind: 'refused'; status: number; errors: ApiErrorItem[] }
  | { ok: false; kind: 'unreachable'; message: string };

export interface BackofficeClient {
  baseUrl: string;
  call(method: 'GET' | 'POST' | 'PATCH', path: string, options?: { body?: unknown; query?: Record<string, string | undefined> }): Promise<ClientResult>;
}

export function backofficeClient(baseUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch): BackofficeClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    baseUrl: base,
    async call(method, path, { body, query } = {}) {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, value);
      const url = `${base}${path}${search.size ? `?${search}` : ''}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method,
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${apiKey}`,
            ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        return { ok: false, kind: 'unreachable', message: `Cannot reach the portal at ${base} (${reason}). Is it running, and is APP_URL right?` };
      }
      const text = await response.text();
      let payload: { status?: string; data?: Record<string, unknown>; errors?: ApiErrorItem[] } | undefined;
      try {
        payload = text ? JSON.parse(text) : undefined;
      } catch {
        payload = undefined;
      }
      if (response.ok && payload?.status === 'success' && payload.data) return { ok: true, status: response.status, data: payload.data };
      if (payload?.status === 'failure' && Array.isArray(payload.errors)) {
        return { ok: false, kind: 'refused', status: response.status, errors: payload.errors };
      }
      return {
        ok: false,
        kind: 'unreachable',
        message: `The portal at ${base} answered ${response.status} without the back-office API's answer. Is APP_URL the portal?`,
      };
    },
  };
}
