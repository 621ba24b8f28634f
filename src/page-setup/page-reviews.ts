/**
 * The published reviews a marketing page shows (homepage, area pages, information pages with a review
 * widget). Those pages are built ahead and served without client JavaScript, so the reviews are part
 * of their HTML: each such page is built again in the background once it is older than
 * `REVIEWS_REFRESH_SECONDS` (incremental static regeneration), and shows a newly published review
 * from then on. The figures therefore stay exactly what the service answered, only up to that
 * long old, at the cost of a service call per page and period rather than per visit.
 *
 * Server side only, like content-props.ts: route files import it, screens never.
 */
import { fetchPublishedReviews } from '@/api-client/reviews';
import type { Language } from '@/basics/language';
import type { PublishedReviews } from '@/contracts/reviews';

const defaultRefreshSeconds = 300;

/** How long a built page's reviews may be old, in seconds (read when a page is built). */
export function reviewsRefreshSeconds(): number {
  const configured = Number(process.env.REVIEWS_REFRESH_SECONDS);
  return Number.isInteger(configured) && configured > 0 ? configured : defaultRefreshSeconds;
}

/**
 * The reviews for a page in `language`. During `next build` no service runs: the page is built
 * without reviews (it shows none, never invented ones) and gets them at its first refresh. A failed
 * call at run time throws, so that Next keeps serving the page built last rather than one without
 * its reviews.
 */
export async function pageReviews(language: Language): Promise<PublishedReviews | null> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  const response = await fetchPublishedReviews(language, AbortSignal.timeout(5000));
  if (!response.ok) throw new Error(`published reviews unavailable (${response.status}: ${response.errors.map((error) => error.code).join(', ')})`);
  return response.data;
}
