import fs from 'node:fs';
import path from 'node:path';
import { contentPageOf } from '@/content/pages';
import type { ContentWidget } from '@/content/types';
import type { RouteId } from '@/routes';

/** Widgets that need React in the browser (the review widget's tabs). */
const interactiveWidgets: ContentWidget[] = ['reviews'];

const pagesDir = path.join(process.cwd(), 'src', 'pages');
const routeFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : routeFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

const staticRoutes = routeFiles(pagesDir)
  .map((file) => ({ file: path.relative(pagesDir, file), source: fs.readFileSync(file, 'utf8') }))
  .filter(({ source }) => /unstable_runtimeJS:\s*false/.test(source));

describe('pages without client JavaScript', () => {
  it('are the content pages and articles', () => {
    expect(staticRoutes.length).toBeGreaterThan(40);
    for (const { file, source } of staticRoutes) {
      expect([file, /ContentPageScreen|ArticleScreen/.test(source)]).toEqual([file, true]);
    }
  });

  it.each(staticRoutes.filter(({ source }) => source.includes('contentPage(')).map(({ file, source }) => [file, source]))(
    '%s shows no widget that needs React in the browser',
    (_, source) => {
      const [, routeId, language] = /contentPage\('(\w+)', '(de|en)'\)/.exec(source) ?? [];
      const { widgets } = contentPageOf(language as 'de' | 'en', routeId as RouteId);
      expect(widgets.filter((widget) => interactiveWidgets.includes(widget))).toEqual([]);
    },
  );
});
