import { type CliIo, exitCodes, runCli } from '../../scripts/cases/cli';
import { answer, failure, setUpAccountTests } from './support/accounts';
import { backofficeHeaders, backofficeKey } from './support/cases';
import { customerWithCases, rateCase } from './support/reviews';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();
setUpAccountTests();

const rate = (session: Record<string, string>, caseId: string, body: unknown) => rateCase(server, session, caseId, body);
const ownReviews = async (session: Record<string, string>) => (await answer(await server.request('/api/v1/me/reviews', { headers: session }))).body.reviews;
const published = async (locale: string) => (await answer(await server.request(`/api/reviews?locale=${locale}`))).body;
const customer = (language = 'de') => customerWithCases(server, language);

function terminal() {
  const out: string[] = [];
  const io: CliIo = {
    env: { APP_URL: server.url, BACKOFFICE_API_KEY: backofficeKey },
    out: (line) => out.push(line),
    err: (line) => out.push(line),
    readFile: () => '',
    readBytes: () => new Uint8Array(),
    writeFile: () => undefined,
  };
  return { io, out };
}

describe('rating a case', () => {
  it('takes one rating of a closed case of the customer’s own, waiting for the back office', async () => {
    const { closed, session } = await customer();
    const rated = await answer(await rate(session, closed.id, { stars: 5, text: '  Schnell und freundlich.  ' }));
    expect(rated.status).toBe(201);
    expect(rated.body.review).toMatchObject({ case_id: closed.id, stars: 5, text: 'Schnell und freundlich.', status: 'pending' });
    expect(await ownReviews(session)).toEqual([rated.body.review]);
  });

  it('refuses an open case, another customer’s case, a second rating, bad stars and a huge text, storing nothing', async () => {
    const { closed, open, session } = await customer();
    const stranger = await customer();
    expect(await answer(await rate(session, open.id, { stars: 4 }))).toEqual(failure(409, 'case_not_closed', 'case'));
    expect(await answer(await rate(session, stranger.closed.id, { stars: 4 }))).toEqual(failure(404, 'case_not_found', 'id'));
    expect(await answer(await rate(session, 'no-such-case', { stars: 4 }))).toEqual(failure(404, 'case_not_found', 'id'));
    for (const stars of [0, 6, 4.5, '5', null]) {
      expect(await answer(await rate(session, closed.id, { stars }))).toEqual({
        status: 422,
        body: { status: 'failure', errors: [expect.objectContaining({ path: 'stars', code: stars === null ? 'required' : 'invalid_rating' })] },
      });
    }
    expect(await answer(await rate(session, closed.id, { stars: 4, text: 'x'.repeat(1001) }))).toEqual(failure(422, 'too_long', 'text'));
    expect(await answer(await rate(session, closed.id, { stars: 4, extra: 1 }))).toEqual(failure(422, 'unknown_field'));
    expect(await answer(await rate({}, closed.id, { stars: 4 }))).toEqual(failure(401, 'unauthorized'));
    expect(await ownReviews(session)).toEqual([]);

    expect((await rate(session, closed.id, { stars: 4 })).status).toBe(201);
    expect(await answer(await rate(session, closed.id, { stars: 1, text: 'Doch nicht' }))).toEqual(failure(409, 'already_rated', 'case'));
    expect(await ownReviews(session)).toEqual([expect.objectContaining({ stars: 4, text: null })]);
  });
});

describe('the language of a rating', () => {
  it('is the page it was written on, not the account’s, so that the English pages show an English text', async () => {
    const german = await customer('de');
    await rate(german.session, german.closed.id, { stars: 5, text: 'Quick and friendly, thank you.', language: 'en' });
    expect(await answer(await rate(german.session, german.open.id, { stars: 5, language: 'fr' }))).toEqual(failure(422, 'unsupported_language', 'language'));
    const listed = await answer(await server.request('/api/backoffice/reviews', { headers: backofficeHeaders }));
    const review = listed.body.reviews.find((each: { case_reference: string }) => each.case_reference === german.closed.reference_number);
    expect(review).toMatchObject({ language: 'en', text: 'Quick and friendly, thank you.' });
    await server.request(`/api/backoffice/reviews/${review.id}`, { method: 'POST', headers: backofficeHeaders, body: { decision: 'publish' } });
    expect((await published('en')).items).toEqual([expect.objectContaining({ text: 'Quick and friendly, thank you.', product_title: 'Deposit recovery' })]);
    expect((await published('de')).items).not.toContainEqual(expect.objectContaining({ text: 'Quick and friendly, thank you.' }));
    await server.request(`/api/backoffice/reviews/${review.id}`, { method: 'POST', headers: backofficeHeaders, body: { decision: 'reject' } });
  });
});

describe('publishing ratings', () => {
  it('shows nothing until the back office publishes, then the real average, count and the newest texts per language', async () => {
    expect(await published('de')).toEqual({ average: null, count: 0, items: [] });
    const german = await customer('de');
    const english = await customer('en');
    await rate(german.session, german.closed.id, { stars: 5, text: 'Kaution kam vollständig zurück.' });
    await rate(english.session, english.closed.id, { stars: 4 });
    expect(await published('de')).toEqual({ average: null, count: 0, items: [] });

    const listed = await answer(await server.request('/api/backoffice/reviews', { headers: backofficeHeaders }));
    // Newest first (earlier tests of this file left ratings waiting too).
    const mine = [english.closed.reference_number, german.closed.reference_number];
    const pending = listed.body.reviews.filter((review: { case_reference: string }) => mine.includes(review.case_reference));
    expect(pending.map((review: { case_reference: string }) => review.case_reference)).toEqual(mine);
    expect(listed.body.reviews.slice(0, 2)).toEqual(pending);
    expect(pending[1]).toMatchObject({ author: 'Kim B.', stars: 5, language: 'de', status: 'pending', product_name: 'deposit' });

    for (const review of pending) {
      const decided = await answer(await server.request(`/api/backoffice/reviews/${review.id}`, { method: 'POST', headers: backofficeHeaders, body: { decision: 'publish' } }));
      expect(decided.body.review.status).toBe('published');
    }
    expect(await published('de')).toEqual({
      average: 4.5,
      count: 2,
      items: [{ stars: 5, text: 'Kaution kam vollständig zurück.', author: 'Kim B.', product_name: 'deposit', product_title: 'Mietkaution zurückfordern', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
    });
    // Ratings without words count, but only texts are shown; each language shows its own texts.
    expect(await published('en')).toEqual({ average: 4.5, count: 2, items: [] });
    expect(await ownReviews(german.session)).toEqual([expect.objectContaining({ status: 'published' })]);

    // A published rating can be taken down again.
    const [first] = pending;
    await server.request(`/api/backoffice/reviews/${first.id}`, { method: 'POST', headers: backofficeHeaders, body: { decision: 'reject' } });
    expect(await published('de')).toMatchObject({ average: 5, count: 1 });
  });

  it('is the back office’s alone, and refuses unknown ratings and decisions', async () => {
    expect((await server.request('/api/backoffice/reviews')).status).toBe(401);
    expect((await server.request('/api/backoffice/reviews/1', { method: 'POST', body: { decision: 'publish' } })).status).toBe(401);
    expect(await answer(await server.request('/api/backoffice/reviews/999999', { method: 'POST', headers: backofficeHeaders, body: { decision: 'publish' } }))).toEqual(
      failure(404, 'not_found', 'id'),
    );
    expect(await answer(await server.request('/api/backoffice/reviews/1', { method: 'POST', headers: backofficeHeaders, body: { decision: 'maybe' } }))).toEqual(
      failure(422, 'invalid_choice', 'decision'),
    );
    expect(await answer(await server.request('/api/backoffice/reviews?status=secret', { headers: backofficeHeaders }))).toEqual(failure(422, 'unknown_status', 'status'));
  });

  it('is decided with the CLI', async () => {
    const { closed, session } = await customer();
    await rate(session, closed.id, { stars: 3, text: 'Ging so.\nAber am Ende gut.' });
    const t = terminal();
    expect(await runCli(['reviews'], t.io)).toBe(exitCodes.ok);
    const listed = t.out.join('\n');
    expect(listed).toContain(closed.reference_number);
    expect(listed).toMatch(/★★★☆☆ {2}Kim B\. \(de\) {2}pending/);
    expect(listed).toContain('    Ging so.\n    Aber am Ende gut.');
    const id = /#(\d+) {2}/.exec(listed.split('\n').find((line) => line.includes(closed.reference_number))!)![1];

    expect(await runCli(['review', id, 'publish'], t.io)).toBe(exitCodes.ok);
    expect(t.out.join('\n')).toMatch(/Published/);
    expect(await ownReviews(session)).toEqual([expect.objectContaining({ status: 'published' })]);
    expect(await runCli(['review', id, 'perhaps'], t.io)).toBe(exitCodes.refused);
    expect(await runCli(['reviews', '--status', 'published', '--json'], t.io)).toBe(exitCodes.ok);
    expect(t.out.at(-1)).toContain(`"case_reference": "${closed.reference_number}"`);
  });
});
