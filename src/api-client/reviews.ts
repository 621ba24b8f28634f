/**
 * Verified reviews (contract: src/contracts/reviews.ts), served by the account service: the signed-in
 * customer's ratings, rating a closed case, and the published figures the review widget shows.
 */
import type { Language } from '@/basics/language';
import type { StoredAuth } from '@/contracts/accounts';
import type { Rating } from '@/contracts/reviews';
import { call, withContract } from './http';

const reviews = () => import('@/contracts/reviews');

export const fetchOwnReviews = (auth: StoredAuth) => withContract(reviews, ({ ownReviews }) => call('account', ownReviews, { auth }));

/** Rates the case with public id `caseId`. */
export const rateCase = (auth: StoredAuth, caseId: string, rating: Rating) =>
  withContract(reviews, ({ rateCase: endpoint }) => call('account', endpoint, { auth, params: { id: caseId }, body: rating }));

/** Average and count of every published rating, and the newest published texts in `language`. */
export const fetchPublishedReviews = (language: Language, signal?: AbortSignal) =>
  withContract(reviews, ({ publishedReviews }) => call('account', publishedReviews, { query: { locale: language }, signal }));
