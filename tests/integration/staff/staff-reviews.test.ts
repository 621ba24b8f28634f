import { and, count, eq, like } from 'drizzle-orm';
import { caseReviews } from '@/server/db/tables/reviews';
import { staffAuditLog } from '@/server/db/tables/staff';
import { answer, failure, setUpAccountTests } from '../support/accounts';
import { backofficeHeaders } from '../support/cases';
import { customerWithCases, rateCase } from '../support/reviews';
import { post, signedInAdmin, signedInCaseworker } from '../support/staff';
import { testServerForFile } from '../support/test-server';

const server = testServerForFile();
setUpAccountTests();

interface Listed {
  id: number;
  case_reference: string;
  status: string;
}

/** A customer's rating of their closed case, waiting for a decision. */
async function pendingRating(stars = 5, text: string | null = 'Die Kaution kam vollständig zurück.', language = 'de') {
  const customer = await customerWithCases(server, language);
  const rated = await rateCase(server, customer.session, customer.closed.id, { stars, text });
  if (rated.status !== 201) throw new Error(`rating failed: ${rated.status}`);
  return customer.closed.reference_number as string;
}

const list = async (cookie: string) => (await answer(await server.request('/api/staff/reviews', { headers: { Cookie: cookie } }))).body as { pending: Listed[]; decided: Listed[] };
const idOf = async (cookie: string, reference: string) => (await list(cookie)).pending.find((review) => review.case_reference === reference)!.id;
const decide = (cookie: string, id: number | string, body: unknown, headers: Record<string, string> = {}) => post(server, `/api/staff/reviews/${id}`, body, { Cookie: cookie, ...headers });
const published = async () => (await answer(await server.request('/api/reviews?locale=de'))).body as { count: number; items: { text: string }[] };
const auditCount = async () => (await server.database.db.select({ n: count() }).from(staffAuditLog))[0].n;
const statusOf = async (id: number) => (await server.database.db.select({ status: caseReviews.status }).from(caseReviews).where(eq(caseReviews.id, id)))[0].status;
const auditOf = (reference: string) => server.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.subjectId, reference), like(staffAuditLog.action, 'review.%'))).orderBy(staffAuditLog.id);

describe('reviews in the back office', () => {
  it('lists the ratings waiting for a decision, the longest waiting first, then the decided ones', async () => {
    const admin = await signedInAdmin(server);
    const first = await pendingRating(4, 'Erste Bewertung.');
    const second = await pendingRating(2, null);
    const listed = await list(admin.cookie);
    const mine = listed.pending.filter((review) => [first, second].includes(review.case_reference));
    expect(mine.map((review) => review.case_reference)).toEqual([first, second]);
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      case_reference: first,
      product_name: 'deposit',
      stars: 4,
      text: 'Erste Bewertung.',
      author: 'Kim B.',
      language: 'de',
      status: 'pending',
      created_at: expect.any(String),
      decided_at: null,
    });
    expect(mine[1]).toMatchObject({ stars: 2, text: null });
    expect(listed.decided.map((review) => review.case_reference)).not.toContain(first);
  });

  it('lets an admin publish a rating: the public figures count it and the audit log records it', async () => {
    const admin = await signedInAdmin(server);
    const reference = await pendingRating(5, 'Schnell und freundlich geholfen.');
    const id = await idOf(admin.cookie, reference);
    const before = await published();
    const decided = await answer(await decide(admin.cookie, id, { decision: 'publish' }));
    expect(decided.status).toBe(200);
    expect(decided.body.review).toMatchObject({ id, status: 'published', decided_at: expect.any(String) });
    const after = await published();
    expect(after.count).toBe(before.count + 1);
    expect(after.items.map((item) => item.text)).toContain('Schnell und freundlich geholfen.');
    const listed = await list(admin.cookie);
    expect(listed.pending.map((review) => review.id)).not.toContain(id);
    expect(listed.decided[0]).toMatchObject({ id, status: 'published' });

    const entries = await auditOf(reference);
    expect(entries).toEqual([
      expect.objectContaining({
        staffId: admin.id,
        actor: admin.email,
        action: 'review.published',
        subjectType: 'case',
        subjectId: reference,
        before: { review: id, stars: 5, status: 'pending' },
        after: { review: id, stars: 5, status: 'published' },
      }),
    ]);
    // Publishing again changes nothing and records nothing.
    expect((await answer(await decide(admin.cookie, id, { decision: 'publish' }))).body.review.status).toBe('published');
    expect(await auditOf(reference)).toHaveLength(1);
  });

  it('lets an admin reject a rating, which is then never published, and take a published one down', async () => {
    const admin = await signedInAdmin(server);
    const rejected = await pendingRating(1, 'Rejected words.');
    const rejectedId = await idOf(admin.cookie, rejected);
    const before = await published();
    expect((await answer(await decide(admin.cookie, rejectedId, { decision: 'reject' }))).body.review.status).toBe('rejected');
    const audited = await auditCount();
    expect(await answer(await decide(admin.cookie, rejectedId, { decision: 'publish' }))).toEqual(failure(409, 'review_rejected', 'id'));
    // Not by the back-office key (the CLI) either.
    expect(await answer(await post(server, `/api/backoffice/reviews/${rejectedId}`, { decision: 'publish' }, backofficeHeaders))).toEqual(failure(409, 'review_rejected', 'id'));
    expect(await statusOf(rejectedId)).toBe('rejected');
    expect(await auditCount()).toBe(audited);
    expect((await published()).count).toBe(before.count);
    expect((await auditOf(rejected)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['review.rejected', { review: rejectedId, stars: 1, status: 'pending' }, { review: rejectedId, stars: 1, status: 'rejected' }],
    ]);

    const takenDown = await pendingRating(3, 'Later taken down.');
    const takenDownId = await idOf(admin.cookie, takenDown);
    await decide(admin.cookie, takenDownId, { decision: 'publish' });
    expect((await published()).count).toBe(before.count + 1);
    expect((await answer(await decide(admin.cookie, takenDownId, { decision: 'reject' }))).body.review.status).toBe('rejected');
    expect((await published()).count).toBe(before.count);
    expect((await auditOf(takenDown)).map((entry) => entry.action)).toEqual(['review.published', 'review.rejected']);
  });

  it('records decisions by the back-office key as the command line’s', async () => {
    const admin = await signedInAdmin(server);
    const reference = await pendingRating();
    const id = await idOf(admin.cookie, reference);
    expect((await post(server, `/api/backoffice/reviews/${id}`, { decision: 'publish' }, backofficeHeaders)).status).toBe(200);
    expect(await auditOf(reference)).toEqual([expect.objectContaining({ staffId: null, actor: 'cli', action: 'review.published', subjectId: reference })]);
  });

  it('refuses caseworkers every review action before reading the input, and changes nothing', async () => {
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    const reference = await pendingRating();
    const id = await idOf(admin.cookie, reference);
    const before = await auditCount();
    const as = { Cookie: caseworker.cookie };
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/staff/reviews'],
      ['POST', `/api/staff/reviews/${id}`, { decision: 'publish' }],
      ['POST', `/api/staff/reviews/${id}`, { decision: 'reject' }],
      ['POST', `/api/staff/reviews/${id}`, { decision: 'maybe', extra: true }],
      ['POST', '/api/staff/reviews/not-a-number', { decision: 'publish' }],
    ];
    for (const [method, path, body] of attempts) {
      expect([method, path, await answer(await server.request(path, { method, body, headers: as }))]).toEqual([method, path, failure(403, 'forbidden')]);
    }
    expect(await statusOf(id)).toBe('pending');
    expect(await auditCount()).toBe(before);
  });

  it('needs a staff session: neither a customer nor a visitor gets in', async () => {
    const customer = await customerWithCases(server);
    for (const headers of [{}, customer.session]) {
      expect(await answer(await server.request('/api/staff/reviews', { headers }))).toEqual(failure(401, 'unauthorized'));
      expect(await answer(await post(server, '/api/staff/reviews/1', { decision: 'publish' }, headers))).toEqual(failure(401, 'unauthorized'));
    }
  });

  it('refuses a decision sent from another site’s page, and changes nothing', async () => {
    const admin = await signedInAdmin(server);
    const reference = await pendingRating();
    const id = await idOf(admin.cookie, reference);
    const before = await auditCount();
    const forgedFrom: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://evil.example' }];
    for (const headers of forgedFrom) {
      expect(await answer(await decide(admin.cookie, id, { decision: 'publish' }, headers))).toEqual(failure(403, 'cross_site_request'));
    }
    expect(await statusOf(id)).toBe('pending');
    expect(await auditCount()).toBe(before);
  });

  it('answers forged ids and input with an error and changes nothing', async () => {
    const admin = await signedInAdmin(server);
    const reference = await pendingRating();
    const id = await idOf(admin.cookie, reference);
    const before = await auditCount();
    for (const forged of ['abc', '999999999', '-1', '1.5', '0x10', '1e3', `${id}%20`]) {
      expect([forged, await answer(await decide(admin.cookie, forged, { decision: 'publish' }))]).toEqual([forged, failure(404, 'not_found', 'id')]);
    }
    expect(await answer(await decide(admin.cookie, id, { decision: 'maybe' }))).toEqual(failure(422, 'invalid_choice', 'decision'));
    expect(await answer(await decide(admin.cookie, id, { decision: 'publish', status: 'published' }))).toEqual(failure(422, 'unknown_field'));
    expect(await answer(await decide(admin.cookie, id, {}))).toEqual(failure(422, 'required', 'decision'));
    expect(await answer(await decide(admin.cookie, id, ['publish']))).toMatchObject({ status: 422 });
    expect(await statusOf(id)).toBe('pending');
    expect(await auditCount()).toBe(before);
  });
});
