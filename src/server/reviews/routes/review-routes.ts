/**
 * Reviews (contract: src/contracts/reviews.ts): the customer rates a closed case of theirs, the back
 * office decides, the public reads what was published.
 */
import { normaliseEmail } from '@/basics/email-address';
import { isLanguage } from '@/basics/language';
import { decideStaffReview, staffReviews } from '@/contracts/staff-reviews';
import { decideReview as decideReviewEndpoint, listReviews, ownReviews, publishedReviews as publishedReviewsEndpoint, rateCase as rateCaseEndpoint } from '@/contracts/reviews';
import { languageOf } from '../../accounts/customer-language';
import { signedInSession } from '../../access/customer-session';
import { casesOfEmail, findCaseByPublicId } from '../../cases/stores/case-store';
import { backofficeApiKey } from '../../access/backoffice-api-key';
import { isPublicCaseIdFormat } from '../../cases/identifiers';
import { created, ok } from '../../http/api';
import { ApiError } from '../../http/errors';
import { type ApiRoute, route } from '../../http/router';
import { privateHeaders, sessionOf, signedIn } from '../../access/staff-access';
import { decideReview, publishedReviews, rateCase, reviewsForStaff, reviewsInStatus, reviewsOfCases } from '../actions/reviews';

const success = 'success' as const;
const privateAnswer = { 'Cache-Control': 'private, no-store' };
/** The widget's figures may be a minute old; pages built from them refresh on their own schedule. */
const publicAnswer = { 'Cache-Control': 'public, max-age=60' };

/** A rating's id from the path; anything else is a rating that does not exist. */
function reviewId(param: string | undefined): number {
  if (!/^\d{1,9}$/.test(param ?? '')) throw ApiError.of(404, 'not_found', 'id');
  return Number(param);
}

export const reviewRoutes: ApiRoute[] = [
  route(rateCaseEndpoint, async ({ params, body, request }) => {
    const { user } = await signedInSession(request);
    const id = params.id ?? '';
    const caseRow = isPublicCaseIdFormat(id) ? await findCaseByPublicId(id) : undefined;
    // As everywhere in the account: a case belongs to whoever has exactly its e-mail address, once confirmed.
    if (!caseRow || !user.confirmedAt || caseRow.email !== normaliseEmail(user.email)) throw ApiError.of(404, 'not_found', 'case');
    return created({ review: await rateCase(user, caseRow, body, isLanguage(body.language) ? body.language : languageOf(user)) }, privateAnswer);
  }),
  route(ownReviews, async ({ request }) => {
    const { user } = await signedInSession(request);
    const rows = user.confirmedAt ? await casesOfEmail(normaliseEmail(user.email)) : [];
    return ok({ reviews: await reviewsOfCases(rows) }, privateAnswer);
  }),
  route(publishedReviewsEndpoint, async ({ query }) => ok(await publishedReviews(isLanguage(query.locale) ? query.locale : 'de'), publicAnswer)),
  route(listReviews, async ({ query }) => ok({ status: success, data: { reviews: await reviewsInStatus(query.status ?? 'pending') } }), backofficeApiKey),
  route(
    decideReviewEndpoint,
    async ({ params, body }) => {
      return ok({ status: success, data: { review: await decideReview(reviewId(params.id), body.decision, 'cli') } });
    },
    backofficeApiKey,
  ),
  // The back office's pages: admins only, checked before the input is read.
  route(staffReviews, async () => ok(await reviewsForStaff(), { ...privateHeaders, ...privateAnswer }), signedIn('decideReviews')),
  route(
    decideStaffReview,
    async ({ params, body, request }) => ok({ review: await decideReview(reviewId(params.id), body.decision, sessionOf(request).member) }, { ...privateHeaders, ...privateAnswer }),
    signedIn('decideReviews'),
  ),
];
