import { gzipSync } from 'node:zlib';
import { publicPaths } from '../e2e/support/public-pages';
import { matchRoute, type RouteId, routePath } from '../src/routes';
import type { Bench } from './run';
import { recordFigure, recordGoal } from './support/figures';
import { benchPort, startProductionServer } from './support/server';

/**
 * First-load JavaScript per page: the sum of the gzip sizes (level 9) of the scripts a page's HTML
 * loads, as Next printed it before version 16. The budget: content and marketing pages ship none; a
 * page that runs React (forms, calculators, funnels, the account area, the back office) at most
 * 185 KiB, the fixed stack's floor (React, Next's runtime, i18next, styled-components: about 139 KiB,
 * 150 with formik) plus about 35 KiB of the page's own code.
 *
 * Every page of the sitemap in both languages is measured, and the React pages outside it.
 */
const reactBudgetKiB = 185;

/** The pages that run React in the browser; every other page of the sitemap is a content page. */
const reactPages = new Set<RouteId>([
  'signIn',
  'signUp',
  'passwordReset',
  'dashboard',
  'passwordChange',
  'signOut',
  'accountDeletion',
  'caseStatus',
  'giroFunnel',
  'orderFunnel',
  'rentBrakeCheck',
  'severanceCalculator',
  'tenantProtectionOrder',
  'employmentProtectionOrder',
  'membershipCancellation',
  'contractWithdrawal',
  'newsletterSignUp',
]);

/** React pages the sitemap leaves out (signed-in pages answer their signed-out state). */
const pagesOutsideSitemap = [
  routePath('dashboard', 'de'),
  routePath('passwordReset', 'de'),
  routePath('orderFunnel', 'de', { product: 'rent-brake' }),
  routePath('orderFunnel', 'en', { product: 'dismissal' }),
  routePath('orderFunnel', 'de', { product: 'account-fees' }),
];

async function firstLoadKiB(baseUrl: string, path: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const sources = Array.from(html.matchAll(/<script[^>]+src="([^"]+)"/g), (match) => match[1]).filter(
    (src) => !/polyfills/.test(src), // loaded only by browsers without ES modules
  );
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

const bench: Bench = {
  title: 'First-load JavaScript per page (gzip)',
  async run() {
    const server = await startProductionServer(benchPort(0));
    try {
      const content: { path: string; kib: number }[] = [];
      const react: { path: string; kib: number }[] = [];
      for (const path of [...new Set([...publicPaths(), ...pagesOutsideSitemap])]) {
        const kib = await firstLoadKiB(server.url, path);
        const id = matchRoute(path)?.id;
        (id && reactPages.has(id) ? react : content).push({ path, kib });
      }
      console.log(`React pages (goal: at most ${reactBudgetKiB} KiB each):`);
      for (const { path, kib } of react) recordGoal(`${path} first-load JS`, kib, 'KiB', { atMost: reactBudgetKiB });
      console.log(`Content and marketing pages (goal: none), ${content.length} pages:`);
      for (const { path, kib } of content) {
        if (path === '/' || path === '/en') recordGoal(`${path} first-load JS`, kib, 'KiB', { atMost: 0 });
        else recordFigure(`${path} first-load JS`, kib, 'KiB', 'lower');
      }
      const shipping = content.filter((page) => page.kib > 0);
      if (shipping.length > 0) console.log(`content pages that ship JavaScript: ${shipping.map((page) => `${page.path} (${page.kib} KiB)`).join(', ')}`);
      recordGoal(`content pages that ship JavaScript (of ${content.length})`, shipping.length, 'pages', { atMost: 0 });
    } finally {
      await server.stop();
    }
  },
};

export default bench;
