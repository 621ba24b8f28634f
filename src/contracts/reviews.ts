/**
 * Verified reviews: a customer rates one of their closed cases on the dashboard (signed-in session),
 * the back office publishes or rejects the rating (`Authorization: Bearer <BACKOFFICE_API_KEY>`,
 * `npm run cases reviews`), and the public answer carries only what the back office published.
 */
import { array, type InferType, mixed, number, object, string } from 'yup';
import { languages } from '@/basics/language';
import { endpoint } from './endpoint';
import { anyText, answer, body, languageParam, message, oneOf } from './rules';
import { ratingStars, reviewStatuses, reviewTextMaxLength } from './vocabulary/reviews';

const rating = body({
  stars: mixed<number>()
    .required('required')
    .test('stars', message('invalid_rating', { min: ratingStars[0], max: ratingStars[ratingStars.length - 1] }), (value) =>
      (ratingStars as readonly unknown[]).includes(value),
    ),
  /** Optional words; blank counts as none. */
  text: anyText().nullable().max(reviewTextMaxLength, message('too_long', { max: reviewTextMaxLength })),
  /**
   * The language the words are written in: the page the customer rated on. The widget shows each
   * language's texts on its own pages. Left out, the account's language.
   */
  language: languageParam().optional(),
}).required('required');

export type Rating = InferType<typeof rating>;

/** A rating as its author sees it on the dashboard. */
const ownReview = answer({
  /** The public id of the rated case (as in `overview.requests[].id`). */
  case_id: string().strict().defined(),
  stars: number().strict().defined(),
  text: string().strict().nullable().defined(),
  status: string().strict().oneOf(reviewStatuses).defined(),
  created_at: string().strict().defined(),
});

export type OwnReview = InferType<typeof ownReview>;

/** The signed-in customer rates a closed case of theirs, once. */
export const rateCase = endpoint({
  method: 'POST',
  path: '/api/v1/me/cases/{id}/review',
  body: rating,
  answer: answer({ review: ownReview }),
});

/** The signed-in customer's ratings, one per rated case. */
export const ownReviews = endpoint({
  method: 'GET',
  path: '/api/v1/me/reviews',
  answer: answer({ reviews: array(ownReview).strict().defined() }),
});

const publishedReview = answer({
  stars: number().strict().defined(),
  text: string().strict().defined(),
  /** First name and the initial of the last name. */
  author: string().strict().defined(),
  product_name: string().strict().defined(),
  /** The product's title in the language asked for. */
  product_title: string().strict().defined(),
  /** When the case was rated, YYYY-MM-DD. */
  date: string().strict().defined(),
});

export type PublishedReview = InferType<typeof publishedReview>;

const publishedReviewsAnswer = answer({
  /** Over every published rating, in both languages; null while there is none. */
  average: number().strict().nullable().defined(),
  count: number().strict().defined(),
  /** The newest published texts written in the language asked for, newest first. */
  items: array(publishedReview).strict().defined(),
});

export type PublishedReviews = InferType<typeof publishedReviewsAnswer>;

/** What the review widget shows: public, cacheable for a short while. */
export const publishedReviews = endpoint({
  method: 'GET',
  path: '/api/reviews',
  query: object({ locale: languageParam() }).strict(),
  answer: publishedReviewsAnswer,
});

// Back office -------------------------------------------------------------------------------------

/** A rating as the back office sees it (the API-key service and the staff pages alike). */
export const backofficeReview = answer({
  id: number().strict().defined(),
  case_reference: string().strict().defined(),
  product_name: string().strict().defined(),
  stars: number().strict().defined(),
  text: string().strict().nullable().defined(),
  author: string().strict().defined(),
  language: string().strict().oneOf(languages).defined(),
  status: string().strict().oneOf(reviewStatuses).defined(),
  created_at: string().strict().defined(),
  decided_at: string().strict().nullable().defined(),
});

export type BackofficeReview = InferType<typeof backofficeReview>;

/** Ratings, newest first; by default those waiting for a decision. */
export const listReviews = endpoint({
  method: 'GET',
  path: '/api/backoffice/reviews',
  query: object({ status: oneOf(reviewStatuses, 'unknown_status') }).strict(),
  answer: answer({ reviews: array(backofficeReview).strict().defined() }),
});

export const reviewDecisions = ['publish', 'reject'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** What a decision says: publish or reject (a rejected rating is never published). */
export const reviewDecision = body({ decision: oneOf(reviewDecisions, 'invalid_choice').required('required') }).required('required');

/** Publishes or rejects a rating; a published one may be taken down later, a rejected one stays rejected. */
export const decideReview = endpoint({
  method: 'POST',
  path: '/api/backoffice/reviews/{id}',
  body: reviewDecision,
  answer: answer({ review: backofficeReview }),
});
