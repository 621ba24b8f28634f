/**
 * Verified reviews. Only the owner of a closed case can rate it, once; a rating is published only
 * after the back office approves it; the public summary counts published ratings only, so the
 * widget never shows a figure that no customer gave.
 */
import { and, asc, avg, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Language } from '@/basics/language';
import { reviewAuthorName } from '@/domain/reviews/author-name';
import { dayInGermany } from '@/basics/calendar';
import type { BackofficeReview, OwnReview, PublishedReviews, Rating, ReviewDecision } from '@/contracts/reviews';
import { closedStatuses, isProductName } from '@/contracts/vocabulary/cases';
import { publishedReviewsShown, type ReviewStatus } from '@/contracts/vocabulary/reviews';
import type { User } from '../../db/tables/accounts';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { isUniqueViolation } from '../../db/database-errors';
import { productTitle } from '../../cases/products';
import { casesOfEmail } from '../../cases/stores/case-store';
import { type Actor, recordAudit } from '../../staff/stores/audit-log';
import { cases, type CaseRow } from '../../db/tables/cases';
import { caseReviews, type CaseReviewRow } from '../../db/tables/reviews';

const ownReviewOf = (row: CaseReviewRow, caseRow: Pick<CaseRow, 'publicId'>): OwnReview => ({
  case_id: caseRow.publicId,
  stars: row.stars,
  text: row.text,
  status: row.status as ReviewStatus,
  created_at: row.createdAt.toISOString(),
});

/** Rates `caseRow`, which the caller has checked belongs to `user`. */
export async function rateCase(user: User, caseRow: CaseRow, rating: Rating, language: Language): Promise<OwnReview> {
  if (!closedStatuses.has(caseRow.status)) throw DomainError.of('case_not_closed', 'case');
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
    if (isUniqueViolation(error)) throw DomainError.of('already_rated', 'case');
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

/** The ratings of the account's own cases (a case belongs to whoever has exactly its e-mail address, once confirmed). */
export async function ownReviews(user: User): Promise<OwnReview[]> {
  return reviewsOfCases(user.confirmedAt ? await casesOfEmail(user.email) : []);
}

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

/** What the audit log keeps of a rating around a decision: no words of the customer, only where it stands. */
const auditView = (review: CaseReviewRow) => ({ review: review.id, stars: review.stars, status: review.status });

/**
 * Publishes or rejects a rating for `actor` (a staff member, or `cli` for the back-office key), in one
 * transaction with its audit entry, whose subject is the rated case. A published rating can be taken
 * down (rejected); a rejected one is never published (409 review_rejected). Deciding what already is
 * so changes nothing and records nothing. 404 for an unknown id.
 */
export async function decideReview(id: number, decision: ReviewDecision, actor: Actor): Promise<BackofficeReview> {
  const status: ReviewStatus = decision === 'publish' ? 'published' : 'rejected';
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(caseReviews).where(eq(caseReviews.id, id)).for('update');
    if (!review) throw DomainError.of('not_found', 'id');
    const [caseRow] = await tx.select(caseColumns).from(cases).where(eq(cases.id, review.caseId));
    if (review.status === status) return backofficeReviewOf(review, caseRow);
    if (review.status === 'rejected') throw DomainError.of('review_rejected', 'id');
    const [decided] = await tx.update(caseReviews).set({ status, decidedAt: now() }).where(eq(caseReviews.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: status === 'published' ? 'review.published' : 'review.rejected',
      subject: { type: 'case', id: caseRow.referenceNumber },
      before: auditView(review),
      after: auditView(decided),
    });
    return backofficeReviewOf(decided, caseRow);
  });
}

/** How many decided ratings the back office's page lists under the waiting ones. */
const decidedShown = 50;

/** The back office's page: every rating waiting (the longest waiting first, at most 200), then the latest decisions. */
export async function reviewsForStaff(): Promise<{ pending: BackofficeReview[]; decided: BackofficeReview[] }> {
  const db = await getDatabase();
  const joined = () => db.select({ review: caseReviews, case: caseColumns }).from(caseReviews).innerJoin(cases, eq(cases.id, caseReviews.caseId));
  const [pending, decided] = await Promise.all([
    joined().where(eq(caseReviews.status, 'pending')).orderBy(asc(caseReviews.createdAt), asc(caseReviews.id)).limit(200),
    joined().where(isNotNull(caseReviews.decidedAt)).orderBy(desc(caseReviews.decidedAt), desc(caseReviews.id)).limit(decidedShown),
  ]);
  const view = (row: (typeof pending)[number]) => backofficeReviewOf(row.review, row.case);
  return { pending: pending.map(view), decided: decided.map(view) };
}
