import { type ApiRequest, header } from '../http/api';
import { controlCharacters } from '../http/control-characters';
import type { PresentedCredentials } from '../accounts/stores/sessions';

/** A credential part worth looking up: a short string without control characters (a NUL would reach the database). */
const usable = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 512 && !controlCharacters.test(value);

/**
 * Reads `uid`, `client` and `access-token` headers; clients that send devise_token_auth's newer
 * `Authorization: Bearer <base64 JSON of those headers>` are understood too. A plain
 * `Authorization: Bearer <token>` (as the portal adds beside the headers) carries no uid or client
 * and is ignored.
 */
export function presentedCredentials(request: Pick<ApiRequest, 'headers'>): PresentedCredentials | undefined {
  const uid = header(request, 'uid');
  const client = header(request, 'client');
  const accessToken = header(request, 'access-token');
  if (usable(uid) && usable(client) && usable(accessToken)) return { uid, client, accessToken };
  return fromBearer(header(request, 'authorization'));
}

function fromBearer(authorization: string | undefined): PresentedCredentials | undefined {
  const match = /^Bearer\s+([A-Za-z0-9+/=_-]{1,2048})$/.exec(authorization ?? '');
  if (!match) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(match[1], 'base64').toString('utf8'));
    if (typeof decoded !== 'object' || decoded === null) return undefined;
    const { uid, client, 'access-token': accessToken } = decoded as Record<string, unknown>;
    return usable(uid) && usable(client) && usable(accessToken) ? { uid, client, accessToken } : undefined;
  } catch {
    return undefined;
  }
}

/** The response headers of a session, as devise_token_auth sends them (`expiry` in epoch seconds). */
export function sessionHeaders(session: { uid: string; client: string; accessToken: string; expiresAt: Date }): Record<string, string> {
  return {
    'access-token': session.accessToken,
    'token-type': 'Bearer',
    client: session.client,
    uid: session.uid,
    expiry: String(Math.floor(session.expiresAt.getTime() / 1000)),
  };
}
