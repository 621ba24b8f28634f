/**
 * What the provider says about itself beyond its legal data: press mentions, the people who are the
 * company, open positions. content/company/<language>.json, filled by the provider; each list may be
 * empty, and then its block does not show (nothing is invented to fill it). Rendered by our own
 * components (no third-party widget; the CSP allows none). Customer reviews are not content: they are
 * the customers' own verified ratings (src/page-setup/page-reviews.ts).
 */
import { formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { defaultContentDir, memoise, readContentFile } from './files';
import { ContentError } from './markdown';
import type { CompanyContent } from './types';

const lists = ['press', 'team', 'jobs'] as const;

const loadCompany = memoise((key: string): CompanyContent => {
  const [dir, language] = key.split('\u0000');
  const found = readContentFile(dir, 'company', `${language}.json`);
  if (!found) throw new Error(`content/company/${language}.json is missing`);
  const data = JSON.parse(found.source) as CompanyContent;
  check(data, found.file);
  for (const mention of data.press) mention.dateText = formatDateIn(language as Language, mention.date);
  return data;
});

export function companyOf(language: Language, dir: string = defaultContentDir): CompanyContent {
  return loadCompany([dir, language].join('\u0000'));
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function check(data: CompanyContent, file: string) {
  const fail = (message: string) => {
    throw new ContentError(file, message);
  };
  if (typeof data !== 'object' || data === null) fail('must be an object with press, team and jobs');
  const unknown = Object.keys(data).filter((name) => !(lists as readonly string[]).includes(name));
  if (unknown.length > 0) fail(`unknown field ${unknown.join(', ')}; allowed: ${lists.join(', ')}`);
  for (const list of lists) if (!Array.isArray(data[list])) fail(`${list} must be a list (empty when there is nothing to show)`);
  const link = (url: unknown, where: string) => {
    if (url !== undefined && !(typeof url === 'string' && url.startsWith('https://'))) fail(`${where}.url must be https://`);
  };
  data.press.forEach((mention, index) => {
    if (!filled(mention.outlet) || !filled(mention.headline) || !/^\d{4}-\d{2}-\d{2}$/.test(mention.date)) fail(`press[${index}] needs outlet, headline and date`);
    link(mention.url, `press[${index}]`);
  });
  data.team.forEach((person, index) => {
    if (!filled(person.name) || !filled(person.role)) fail(`team[${index}] needs name and role`);
  });
  data.jobs.forEach((job, index) => {
    if (!filled(job.title) || !filled(job.location) || !filled(job.text)) fail(`jobs[${index}] needs title, location and text`);
    link(job.url, `jobs[${index}]`);
  });
}
