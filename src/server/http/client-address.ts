import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
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

/**
 * The network a client's address stands for in per-client limits: an IPv4 address itself, an IPv6
 * address's /64. One IPv6 connection usually holds a whole /64 and can pick any address in it, so
 * counting single IPv6 addresses would let one client count as billions.
 */
export function clientNetwork(address: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedIpv4) return mappedIpv4[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 32 bits, outside the /64 read here.
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
