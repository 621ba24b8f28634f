/**
 * Reviews (contract: src/contracts/reviews.ts): the customer rates a closed case of theirs, the back
 * office decides, the public reads what was published.
 */
import { isLanguage, languageOrDefault } from '@/basics/language';
import { decideStaffReview, staffReviews } from '@/contracts/staff-reviews';
import { decideReview as decideReviewEndpoint, listReviews, ownReviews, publishedReviews as publishedReviewsEndpoint, rateCase as rateCaseEndpoint } from '@/contracts/reviews';
import { languageOf } from '../../accounts/customer-language';
import { signedInCustomer } from '../../access/customer-session';
import { accountCase } from '../../access/customer-case-access';
import { backofficeApiKey } from '../../access/secret-access';
import { backofficeApiKeyActor } from '../../staff/actor';
import { created, ok } from '../../http/api';
import { DomainError } from '../../domain-error';
import { type ApiRoute, route } from '../../http/router';
import { privateHeaders, sessionOf, signedIn } from '../../access/staff-access';
import { decideReview, ownReviews as reviewsOfAccount, publishedReviews, rateCase, reviewsForStaff, reviewsInStatus } from '../../reviews/actions/reviews';

const privateAnswer = { 'Cache-Control': 'private, no-store' };
/** The widget's figures may be a minute old; pages built from them refresh on their own schedule. */
const publicAnswer = { 'Cache-Control': 'public, max-age=60' };

/** A rating's id from the path; anything else is a rating that does not exist. */
function reviewId(param: string | undefined): number {
  if (!/^\d{1,9}$/.test(param ?? '')) throw DomainError.of('not_found', 'id');
  return Number(param);
}

export const reviewRoutes: ApiRoute[] = [
  route(rateCaseEndpoint, async ({ params, body, request }) => {
    const { case: caseRow, user } = await accountCase(request, params.id);
    return created({ review: await rateCase(user, caseRow, body, isLanguage(body.language) ? body.language : languageOf(user)) }, privateAnswer);
  }),
  route(ownReviews, async ({ request }) => {
    const { user } = await signedInCustomer(request);
    return ok({ reviews: await reviewsOfAccount(user) }, privateAnswer);
  }),
  route(publishedReviewsEndpoint, async ({ query }) => ok(await publishedReviews(languageOrDefault(query.locale)), publicAnswer)),
  route(listReviews, async ({ query }) => ok({ reviews: await reviewsInStatus(query.status ?? 'pending') }), backofficeApiKey),
  route(
    decideReviewEndpoint,
    async ({ params, body }) => {
      return ok({ review: await decideReview(reviewId(params.id), body.decision, backofficeApiKeyActor) });
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
