import type { BackofficeReview } from '../../../src/contracts/reviews';
import { decideReview, listReviews } from '../../../src/contracts/reviews';
import { type Command, exitCodes, text, queryOf, requestOf } from '../command';

/** One rating in a few lines: id, case, stars, author, status, then the text. */
function formatReview(review: BackofficeReview): string {
  const stars = '★'.repeat(review.stars) + '☆'.repeat(5 - review.stars);
  const head = `#${review.id}  ${review.case_reference}  ${stars}  ${review.author} (${review.language})  ${review.status}  ${review.created_at.slice(0, 10)}  ${review.product_name}`;
  return review.text ? `${head}\n    ${review.text.replace(/\s*\n\s*/g, '\n    ')}` : `${head}\n    (stars only)`;
}

export const reviews: Command = {
  name: 'reviews',
  summary: "List customers' ratings of closed cases, newest first",
  options: [{ name: 'status', value: '<status>', description: 'pending (default), published or rejected', field: 'status' }],
  notes: ['A rating is shown on the website only once published: npm run cases -- review <id> publish.'],
  async run({ values, client, io, json, fail }) {
    const request = queryOf(listReviews, { status: text(values, 'status') });
    if (!request.ok) return fail(request);
    const response = await client.listReviews(request.query.status);
    if (!response.ok) return fail(response);
    const { reviews: found } = response.data;
    if (json) io.out(JSON.stringify(response.data, null, 2));
    else io.out(found.length === 0 ? 'No ratings match.' : found.map(formatReview).join('\n\n'));
    return exitCodes.ok;
  },
};

export const review: Command = {
  name: 'review',
  summary: 'Publish or reject a rating',
  arguments: [
    { name: 'id', field: 'id' },
    { name: 'decision', field: 'decision' },
  ],
  notes: [
    'decision is publish or reject. Publish a rating when it is a genuine opinion about the case; reject it when it holds personal data of others, insults or advertising, never because it is unfavourable. A published rating can be taken down later (reject); a rejected one is never published.',
  ],
  example: 'review 12 publish',
  async run({ args, client, io, json, fail }) {
    const request = requestOf(decideReview, { decision: args.decision });
    if (!request.ok) return fail(request);
    const response = await client.decideReview(args.id, request.body.decision);
    if (!response.ok) return fail(response);
    if (json) io.out(JSON.stringify(response.data, null, 2));
    else io.out(`${formatReview(response.data.review)}\n\n${response.data.review.status === 'published' ? 'Published: the website shows it with its next refresh.' : 'Rejected: it is not shown.'}`);
    return exitCodes.ok;
  },
};
