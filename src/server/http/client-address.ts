import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { serverConfig, type TrustedProxies } from '../config';

/**
 * The client's address, for per-address rate limits. Without trusted proxies it is the peer of the
 * connection. Behind proxies it is read from `X-Forwarded-For` from the right: each trusted proxy
 * appends the address it saw, so the first entry from the right that is not a trusted proxy is the
 * client. Entries further left were written by the client itself and never count (proxy-addr, the
 * library Express uses, does the walk).
 */
export function clientAddress(request: IncomingMessage, trusted: TrustedProxies = serverConfig.trustedProxies): string {
  if (trusted === false) return request.socket.remoteAddress ?? 'unknown';
  return proxyAddr(request, trustFunction(trusted)) || 'unknown';
}

const compiled = new Map<string, (address: string, hop: number) => boolean>();

function trustFunction(trusted: number | string[]): (address: string, hop: number) => boolean {
  const key = String(trusted);
  let trust = compiled.get(key);
  if (!trust) {
    // A number of hops trusts that many peers, counted from the connection (hop 0) towards the client.
    trust = typeof trusted === 'number' ? (_address, hop) => hop < trusted : proxyAddr.compile(trusted);
    compiled.set(key, trust);
  }
  return trust;
}
