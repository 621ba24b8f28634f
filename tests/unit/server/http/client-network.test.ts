import { clientNetwork } from '@/server/http/client-address';

describe('the network a client counts as in per-client limits', () => {
  it('is an IPv4 address itself, also when written as an IPv4-mapped IPv6 address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is an IPv6 address’s /64, however the address is written', () => {
    const network = '2001:db8:0:1::/64';
    expect(clientNetwork('2001:db8:0:1::1')).toBe(network);
    expect(clientNetwork('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetwork('2001:db8:0:1:abcd::9')).toBe(network);
    expect(clientNetwork('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
