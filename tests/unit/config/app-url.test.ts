import { appUrlOf } from '@/basics/public-origin';

describe('the public origin', () => {
  it('is APP_URL without a trailing slash', () => {
    expect(appUrlOf({ APP_URL: 'https://www.klarfall.de/', PORT: '4300' })).toBe('https://www.klarfall.de');
  });

  it('defaults to localhost at PORT, and at 3000 without it', () => {
    expect(appUrlOf({ PORT: '4310' })).toBe('http://localhost:4310');
    expect(appUrlOf({ APP_URL: ' ', PORT: '4310' })).toBe('http://localhost:4310');
    expect(appUrlOf({})).toBe('http://localhost:3000');
  });
});

describe('with only PORT set', () => {
  const saved = { APP_URL: process.env.APP_URL, PORT: process.env.PORT };
  beforeEach(() => {
    delete process.env.APP_URL;
    process.env.PORT = '4311';
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('the pages link to that port (canonical, hreflang, og:url and the sitemap read appUrl)', () => {
    jest.isolateModules(() => {
      expect((jest.requireActual('@/config/app-url') as typeof import('@/config/app-url')).appUrl).toBe('http://localhost:4311');
    });
  });

  it('the build inlines that origin as APP_URL', () => {
    jest.isolateModules(() => {
      const nextConfig = jest.requireActual('../../../next.config.js') as (phase: string) => { env: Record<string, string> };
      expect(nextConfig('phase-development-server').env.APP_URL).toBe('http://localhost:4311');
    });
  });
});
