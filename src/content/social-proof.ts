/**
 * The press mentions: content/social-proof/<language>.json, rendered by our own component (no
 * third-party widget script; the CSP allows none). Customer reviews are not content: they are the
 * customers' own verified ratings, published by the back office (src/page/page-reviews.ts).
 */
import { formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { defaultContentDir, memoise, readContentFile } from './files';
import { ContentError } from './markdown';
import type { SocialProof } from './types';

export const loadSocialProof = memoise((key: string): SocialProof => {
  const [dir, language] = key.split('\u0000');
  const found = readContentFile(dir, 'social-proof', `${language}.json`);
  if (!found) throw new Error(`content/social-proof/${language}.json is missing`);
  const data = JSON.parse(found.source) as SocialProof;
  check(data, found.file);
  for (const mention of data.press) mention.dateText = formatDateIn(language as Language, mention.date);
  return data;
});

export function socialProofOf(language: Language, dir: string = defaultContentDir): SocialProof {
  return loadSocialProof([dir, language].join('\u0000'));
}

function check(data: SocialProof, file: string) {
  const fail = (message: string) => {
    throw new ContentError(file, message);
  };
  if (typeof data.sample !== 'boolean') fail('"sample" must be true or false');
  const { press } = data;
  if (!Array.isArray(press) || press.length === 0) fail('press must list at least one mention');
  press.forEach((mention, index) => {
    if (!mention.outlet || !mention.headline || !/^\d{4}-\d{2}-\d{2}$/.test(mention.date)) fail(`press[${index}] needs outlet, headline and date`);
    if (mention.url !== undefined && !mention.url.startsWith('https://')) fail(`press[${index}].url must be https://`);
  });
}
