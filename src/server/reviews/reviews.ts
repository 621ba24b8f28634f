/**
 * Verified reviews. Only the owner of a closed case can rate it, once; a rating is published only
 * after the back office approves it; the public summary counts published ratings only, so the
 * widget never shows a figure that no customer gave.
 */
import { and, avg, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Language } from '@/basics/language';
import { reviewAuthorName } from '@/domain/reviews/author-name';
import { dayInGermany } from '@/basics/calendar';
import type { BackofficeReview, OwnReview, PublishedReviews, Rating } from '@/contracts/reviews';
import { closedStatuses, isProductName } from '@/contracts/vocabulary/cases';
import { publishedReviewsShown, type ReviewStatus } from '@/contracts/vocabulary/reviews';
import type { User } from '../accounts/schema';
import { now } from '../clock';
import { getDatabase } from '../db/client';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../accounts/unique-violation';
import { productTitle } from '../cases/products';
import { cases, type CaseRow } from '../cases/schema';
import { caseReviews, type CaseReviewRow } from './schema';

const ownReviewOf = (row: CaseReviewRow, caseRow: Pick<CaseRow, 'publicId'>): OwnReview => ({
  case_id: caseRow.publicId,
  stars: row.stars,
  text: row.text,
  status: row.status as ReviewStatus,
  created_at: row.createdAt.toISOString(),
});

/** Rates `caseRow`, which the caller has checked belongs to `user`. */
export async function rateCase(user: User, caseRow: CaseRow, rating: Rating, language: Language): Promise<OwnReview> {
  if (!closedStatuses.has(caseRow.status)) throw ApiError.of(409, 'case_not_closed', 'case');
  const text = rating.text?.trim() ? rating.text.trim() : null;
  const db = await getDatabase();
  try {
    const [row] = await db
      .insert(caseReviews)
      .values({ caseId: caseRow.id, stars: rating.stars, text, authorName: reviewAuthorName(user), language, status: 'pending', createdAt: now() })
      .returning();
    return ownReviewOf(row, caseRow);
  } catch (error) {
    // One rating per case: the unique key decides, also between two requests at once.
    if (isUniqueViolation(error)) throw ApiError.of(409, 'already_rated', 'case');
    throw error;
  }
}

/** The ratings of the given cases (the account's), for its dashboard. */
export async function reviewsOfCases(caseRows: CaseRow[]): Promise<OwnReview[]> {
  if (caseRows.length === 0) return [];
  const db = await getDatabase();
  const byId = new Map(caseRows.map((row) => [row.id, row]));
  const rows = await db.select().from(caseReviews).where(inArray(caseReviews.caseId, [...byId.keys()]));
  return rows.map((row) => ownReviewOf(row, byId.get(row.caseId)!));
}

const published = eq(caseReviews.status, 'published');

/** The widget's figures: average and count over every published rating, the newest texts in `language`. */
export async function publishedReviews(language: Language): Promise<PublishedReviews> {
  const db = await getDatabase();
  const [[summary], items] = await Promise.all([
    db.select({ average: avg(caseReviews.stars), count: count() }).from(caseReviews).where(published),
    db
      .select({ review: caseReviews, productName: cases.productName })
      .from(caseReviews)
      .innerJoin(cases, eq(cases.id, caseReviews.caseId))
      .where(and(published, isNotNull(caseReviews.text), eq(caseReviews.language, language)))
      .orderBy(desc(caseReviews.createdAt), desc(caseReviews.id))
      .limit(publishedReviewsShown),
  ]);
  return {
    average: summary.count > 0 && summary.average !== null ? Math.round(Number(summary.average) * 10) / 10 : null,
    count: summary.count,
    items: items.map(({ review, productName }) => ({
      stars: review.stars,
      text: review.text ?? '',
      author: review.authorName,
      product_name: productName,
      product_title: isProductName(productName) ? productTitle(productName, language) : productName,
      date: dayInGermany(review.createdAt),
    })),
  };
}

const backofficeReviewOf = (review: CaseReviewRow, caseRow: Pick<CaseRow, 'referenceNumber' | 'productName'>): BackofficeReview => ({
  id: review.id,
  case_reference: caseRow.referenceNumber,
  product_name: caseRow.productName,
  stars: review.stars,
  text: review.text,
  author: review.authorName,
  language: review.language as Language,
  status: review.status as ReviewStatus,
  created_at: review.createdAt.toISOString(),
  decided_at: review.decidedAt?.toISOString() ?? null,
});

const caseColumns = { referenceNumber: cases.referenceNumber, productName: cases.productName };

/** Ratings in `status`, newest first (at most 200: the back office works through them). */
export async function reviewsInStatus(status: ReviewStatus): Promise<BackofficeReview[]> {
  const db = await getDatabase();
  const rows = await db
    .select({ review: caseReviews, case: caseColumns })
    .from(caseReviews)
    .innerJoin(cases, eq(cases.id, caseReviews.caseId))
    .where(eq(caseReviews.status, status))
    .orderBy(desc(caseReviews.createdAt), desc(caseReviews.id))
    .limit(200);
  return rows.map((row) => backofficeReviewOf(row.review, row.case));
}

/** Publishes or rejects a rating; 404 for an unknown id. */
export async function decideReview(id: number, decision: 'publish' | 'reject'): Promise<BackofficeReview> {
  const db = await getDatabase();
  const [review] = await db
    .update(caseReviews)
    .set({ status: decision === 'publish' ? 'published' : 'rejected', decidedAt: now() })
    .where(eq(caseReviews.id, id))
    .returning();
  if (!review) throw ApiError.of(404, 'not_found', 'id');
  const [caseRow] = await db.select(caseColumns).from(cases).where(eq(cases.id, review.caseId));
  return backofficeReviewOf(review, caseRow);
}
