/**
 * The words and limits of customers' ratings, free of the schema library so the dashboard's rating
 * form can render with them.
 */

/** Stars a rating may give. */
export const ratingStars = [1, 2, 3, 4, 5] as const;

/** The longest review text, in characters: a few paragraphs, not an essay. */
export const reviewTextMaxLength = 1000;

/** Where a rating stands: written, then approved (published) or refused (rejected) by the back office. */
export const reviewStatuses = ['pending', 'published', 'rejected'] as const;

export type ReviewStatus = (typeof reviewStatuses)[number];

/** How many of the newest published texts the widget shows at most. */
export const publishedReviewsShown = 6;
