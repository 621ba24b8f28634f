/**
 * Reviews, the testimonial and the press mentions: content/social-proof/<language>.json. Rendered by
 * our own components from these files, so no third-party widget script is needed (the CSP allows none).
 */
import { formatDateIn } from '@/basics/calendar';
import { type Language, localeTag } from '@/basics/language';
import { defaultContentDir, memoise, readContentFile } from './files';
import { ContentError } from './markdown';
import type { Review, SocialProof } from './types';

export const loadSocialProof = memoise((key: string): SocialProof => {
  const [dir, language] = key.split('\u0000');
  const found = readContentFile(dir, 'social-proof', `${language}.json`);
  if (!found) throw new Error(`content/social-proof/${language}.json is missing`);
  const data = JSON.parse(found.source) as SocialProof;
  check(data, found.file);
  const locale = localeTag[language as Language];
  data.reviews.averageText = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(data.reviews.average);
  data.reviews.countText = new Intl.NumberFormat(locale).format(data.reviews.count);
  for (const review of data.reviews.items) review.dateText = formatDateIn(language as Language, review.date);
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
  const { reviews, testimonial, press } = data;
  if (!(reviews?.average >= 1 && reviews.average <= 5)) fail('reviews.average must be between 1 and 5');
  if (!Number.isInteger(reviews.count) || reviews.count < reviews.items.length) fail('reviews.count must be a whole number of at least the listed reviews');
  if (!reviews.source) fail('reviews.source is missing');
  reviews.items.forEach((review: Review, index) => {
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) fail(`reviews.items[${index}].rating must be 1 to 5`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(review.date)) fail(`reviews.items[${index}].date must be YYYY-MM-DD`);
    if (!review.author || !review.text || !review.place) fail(`reviews.items[${index}] needs author, place and text`);
    if (!['rent', 'labour', 'finance', 'internet'].includes(review.topic)) fail(`reviews.items[${index}].topic is unknown`);
  });
  if (!testimonial?.quote || !testimonial.author || !testimonial.context) fail('testimonial needs quote, author and context');
  if (!Array.isArray(press) || press.length === 0) fail('press must list at least one mention');
  press.forEach((mention, index) => {
    if (!mention.outlet || !mention.headline || !/^\d{4}-\d{2}-\d{2}$/.test(mention.date)) fail(`press[${index}] needs outlet, headline and date`);
    if (mention.url !== undefined && !mention.url.startsWith('https://')) fail(`press[${index}].url must be https://`);
  });
}
