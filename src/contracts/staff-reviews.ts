/**
 * Verified reviews in the back office's pages: admins publish or reject customers' ratings with their
 * staff session (the HttpOnly staff cookie, same origin). The shapes are the back office's of
 * src/contracts/reviews.ts; caseworkers get 403 forbidden for every endpoint here.
 */
import { array } from 'yup';
import { endpoint } from './endpoint';
import { backofficeReview, reviewDecision } from './reviews';
import { answer } from './rules';

/** Ratings waiting for a decision (the longest waiting first), then the latest decided ones (newest decision first). */
export const staffReviews = endpoint({
  method: 'GET',
  path: '/api/staff/reviews',
  answer: answer({ pending: array(backofficeReview.required()).required(), decided: array(backofficeReview.required()).required() }),
});

/** Publishes or rejects a rating, with an entry in the audit log. Deciding what is already so changes nothing. */
export const decideStaffReview = endpoint({
  method: 'POST',
  path: '/api/staff/reviews/{id}',
  body: reviewDecision,
  answer: answer({ review: backofficeReview.required() }),
});
