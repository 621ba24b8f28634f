import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { currentContractTextVersion } from '@/server/commissioning/contract-texts';
import { getDatabase } from '@/server/db/client';
import { draftTokenHash } from '@/server/documents/draft-token';
import { documents } from '@/server/db/tables/documents';
import { caseMessages } from '@/server/db/tables/messages';
import { memberships } from '@/server/db/tables/memberships';
import { samplePdf } from '../support/sample-documents';
import { answer, confirmedAccount, mailsTo, sessionOf, uniqueEmail } from './support/accounts';
import { signedInAdmin, signedInCaseworker } from './support/staff';
import { testServerForFile } from './support/test-server';

/**
 * A member's questions about a membership: a conversation with the team like a case's, with documents,
 * the team's answer from the back office, the unread mark and the mails on both sides.
 */
process.env.RATE_LIMIT_ORDER_PER_IP = '1000/3600';
process.env.SEPA_CREDITOR_ID = 'DE98ZZZ09999999999';
const team = 'team-mitgliedschaften@example.org';
process.env.CASEWORKERS_EMAIL = team;
jest.setTimeout(60_000);

const server = testServerForFile();

async function member(language: 'de' | 'en' = 'de') {
  const email = await confirmedAccount(server, uniqueEmail('frage'));
  // Taken out signed in with the address: its address is proven, so it starts and the account shows it.
  const session = await sessionOf(server, email);
  const taken = await answer(
    await server.request('/api/memberships', {
      method: 'POST',
      headers: { ...session, 'User-Agent': 'Mozilla/5.0 (Test)' },
      body: {
        plan: 'employment-protection',
        tariff: 'basic',
        idempotency_key: randomBytes(16).toString('hex'),
        language,
        customer: { email, name: 'Jan Nowak' },
        account_holder: 'Jan Nowak',
        iban: 'DE89370400440532013000',
        consent: { text_version: currentContractTextVersion, typed_name: 'Jan Nowak', early_start: false, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
      },
    }),
  );
  expect(taken.status).toBe(201);
  return { email, session, reference: taken.body.membership.mandate_reference as string };
}

async function draftWith(name: string, bytes: Uint8Array) {
  const draft = await answer(await server.request('/api/commissioning/drafts', { method: 'POST' }));
  const token = draft.body.draft_token as string;
  const uploaded = await server.request('/api/commissioning/drafts/documents?category=message', {
    method: 'POST',
    rawBody: Buffer.from(bytes) as unknown as string,
    headers: { 'X-Draft-Token': token, 'X-File-Name': encodeURIComponent(name), 'Content-Type': 'application/octet-stream' },
  });
  expect(uploaded.status).toBe(201);
  return token;
}

const path = (reference: string) => `/api/v1/me/memberships/${reference}`;

describe('a membership question', () => {
  it('goes to the team with its document, is answered from the back office, and reaches the member as an unread answer', async () => {
    const asker = await member('en');
    const letter = await samplePdf('Abmahnung');
    const token = await draftWith('Abmahnung.pdf', letter);
    const sent = await answer(await server.request(`${path(asker.reference.toLowerCase())}/messages`, { method: 'POST', headers: asker.session, body: { message: { text: 'My employer sent me this warning. ', draft_token: token } } }));
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ author: 'customer', text: 'My employer sent me this warning.', unread: false });
    expect(sent.body.message.documents).toEqual([expect.objectContaining({ file_name: 'Abmahnung.pdf', media_type: 'application/pdf' })]);
    // The document is the membership's, not a case's, and the draft is gone.
    const db = await getDatabase();
    const [row] = await db.select().from(memberships).where(eq(memberships.mandateReference, asker.reference));
    expect(await db.select({ caseId: documents.caseId, draft: documents.draftTokenHash }).from(documents).where(eq(documents.membershipId, row.id))).toEqual([{ caseId: null, draft: null }]);

    // The team hears of it, without the content, with the way to the back office.
    const [alert] = (await mailsTo(server, team)).filter((mail) => mail.subject === `Frage eines Mitglieds: ${asker.reference}`);
    expect(alert.text).not.toContain('warning');
    expect(alert.links).toContain(`http://portal.test/backoffice/mitgliedschaften?q=${asker.reference}`);

    // A caseworker finds the question waiting, opens the document and answers.
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    const staff = { Cookie: caseworker.cookie };
    const [listed] = (await answer(await server.request(`/api/staff/memberships?q=${asker.reference}`, { headers: staff }))).body.memberships;
    expect(listed.awaiting_answer_since).toEqual(expect.any(String));
    // The inbox lists it beside the cases, whatever the cases' filters.
    const waitingInInbox = async () =>
      (await answer(await server.request('/api/staff/cases?status=received', { headers: staff }))).body.member_questions.waiting.filter(
        (item: { mandate_reference: string }) => item.mandate_reference === asker.reference,
      );
    expect(await waitingInInbox()).toEqual([{ mandate_reference: asker.reference, plan: 'employment-protection', status: 'active', customer_name: 'Jan Nowak', waiting_since: listed.awaiting_answer_since }]);
    expect(listed.messages).toEqual([expect.objectContaining({ author: 'customer', text: 'My employer sent me this warning.' })]);
    const documentId = listed.messages[0].documents[0].id as string;
    const file = await server.request(`/api/staff/memberships/${asker.reference}/documents/${documentId}`, { headers: staff });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(letter))).toBe(true);
    const answered = await answer(
      await server.request(`/api/staff/memberships/${asker.reference}/messages`, { method: 'POST', headers: staff, body: { message: { text: '<p>A warning needs an answer within <b>two weeks</b>.</p><script>x()</script>' } } }),
    );
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ notification: 'sent', message: { author: 'provider', unread: true } });
    expect(answered.body.message.text).not.toContain('script');
    expect((await answer(await server.request(`/api/staff/memberships?q=${asker.reference}`, { headers: staff }))).body.memberships[0].awaiting_answer_since).toBeNull();
    expect(await waitingInInbox()).toEqual([]);

    // The member is told by mail, in the membership's language, with the link to the conversation and nothing of the answer.
    const [notice] = (await mailsTo(server, asker.email)).filter((mail) => mail.subject.startsWith('Answer to your question'));
    expect(notice.text).not.toContain('two weeks');
    expect(notice.links).toContain(`http://portal.test/en/membership/questions?reference=${asker.reference}`);

    // The dashboard's list counts it, the conversation shows it unread, and opening marks it read.
    const own = (await answer(await server.request('/api/v1/me/memberships', { headers: asker.session }))).body.memberships;
    expect(own[0].questions).toEqual({ messages: 2, unread: 1 });
    const conversation = await answer(await server.request(`${path(asker.reference)}/messages`, { headers: asker.session }));
    expect(conversation.body).toMatchObject({ unread: 1, accepts_questions: true });
    expect(conversation.body.messages.map((message: { author: string }) => message.author)).toEqual(['customer', 'provider']);
    expect((await answer(await server.request(`${path(asker.reference)}/messages/read`, { method: 'POST', headers: asker.session }))).body).toEqual({ read: 1 });
    expect((await answer(await server.request(`${path(asker.reference)}/messages`, { headers: asker.session }))).body.unread).toBe(0);
    const own2 = await server.request(`${path(asker.reference)}/documents/${documentId}`, { headers: asker.session });
    expect(own2.status).toBe(200);

    // The audit log names the membership, never the answer's words.
    const log = await answer(await server.request('/api/staff/audit-log', { headers: { Cookie: admin.cookie } }));
    expect(log.body.entries[0]).toMatchObject({ action: 'membership.answered', subject_type: 'membership', subject_id: asker.reference });
    expect(JSON.stringify(log.body.entries[0])).not.toContain('two weeks');
  });

  it('is the member\'s alone: another account, no session or an unknown reference get 404 or 401, and nothing is stored', async () => {
    const owner = await member();
    const stranger = { session: await sessionOf(server, await confirmedAccount(server, uniqueEmail('fremd'))) };
    const before = await (await getDatabase()).select().from(caseMessages);
    for (const [headers, status] of [
      [stranger.session, 404],
      [{}, 401],
    ] as const) {
      expect((await server.request(`${path(owner.reference)}/messages`, { headers })).status).toBe(status);
      expect((await server.request(`${path(owner.reference)}/messages`, { method: 'POST', headers, body: { message: { text: 'Hallo' } } })).status).toBe(status);
    }
    const unknown = await answer(await server.request(`${path('KLARFALL-2026-AAAAAAAA')}/messages`, { headers: owner.session }));
    expect(unknown).toMatchObject({ status: 404, body: { errors: [expect.objectContaining({ code: 'membership_not_found' })] } });
    // An empty message, and a document of someone else's draft that has expired, are refused.
    expect((await answer(await server.request(`${path(owner.reference)}/messages`, { method: 'POST', headers: owner.session, body: { message: { text: '  ' } } }))).body.errors).toEqual([
      expect.objectContaining({ path: 'message.text', code: 'required' }),
    ]);
    expect((await server.request(`${path(owner.reference)}/messages`, { method: 'POST', headers: owner.session, body: { message: { text: 'Hallo', draft_token: 'x'.repeat(43) } } })).status).toBe(410);
    expect(await (await getDatabase()).select().from(caseMessages)).toHaveLength(before.length);
    // Staff without a session reach nothing.
    expect((await server.request(`/api/staff/memberships/${owner.reference}/messages`, { method: 'POST', body: { message: { text: '<p>x</p>' } } })).status).toBe(401);
  });

  it('is refused once the membership is withdrawn, storing nothing, while its earlier answers stay readable and the team may still answer', async () => {
    const asker = await member();
    const first = await server.request(`${path(asker.reference)}/messages`, { method: 'POST', headers: asker.session, body: { message: { text: 'Gilt die Mitgliedschaft schon?' } } });
    expect(first.status).toBe(201);
    const withdrawal = await answer(
      await server.request('/api/withdrawals', {
        method: 'POST',
        headers: { 'User-Agent': 'Mozilla/5.0 (Test)' },
        body: { contract_reference: asker.reference, email: asker.email, name: 'Jan Nowak', language: 'de', idempotency_key: randomBytes(16).toString('hex') },
      }),
    );
    expect(withdrawal.status).toBe(201);
    const db = await getDatabase();
    const [row] = await db.select().from(memberships).where(eq(memberships.mandateReference, asker.reference));
    expect(row.status).toBe('withdrawn');
    const teamMails = (await mailsTo(server, team)).length;
    const messagesBefore = await db.select().from(caseMessages).where(eq(caseMessages.membershipId, row.id));

    // A new question, with a document in its draft: 409 with the code and the mailbox to write to instead.
    const token = await draftWith('Kündigung.pdf', await samplePdf('Kündigung'));
    const refused = await answer(
      await server.request(`${path(asker.reference)}/messages`, { method: 'POST', headers: asker.session, body: { message: { text: 'Und noch eine Frage', draft_token: token } } }),
    );
    expect(refused).toMatchObject({ status: 409, body: { status: 'failure', errors: [{ code: 'membership_withdrawn', path: 'reference', params: { email: expect.stringContaining('@') } }] } });
    // Nothing is stored: no message, the draft's document still in its draft, no mail to the team.
    expect(await db.select().from(caseMessages).where(eq(caseMessages.membershipId, row.id))).toEqual(messagesBefore);
    expect(await db.select({ id: documents.id }).from(documents).where(eq(documents.membershipId, row.id))).toEqual([]);
    expect(await db.select({ membership: documents.membershipId, name: documents.fileName }).from(documents).where(eq(documents.draftTokenHash, draftTokenHash(token)))).toEqual([
      { membership: null, name: 'Kündigung.pdf' },
    ]);
    expect(await mailsTo(server, team)).toHaveLength(teamMails);

    // The earlier conversation stays readable, and says it takes no new question.
    const conversation = await answer(await server.request(`${path(asker.reference)}/messages`, { headers: asker.session }));
    expect(conversation.body).toMatchObject({ accepts_questions: false, messages: [expect.objectContaining({ author: 'customer', text: 'Gilt die Mitgliedschaft schon?' })] });

    // The team may still answer the question asked before the withdrawal; the member reads it there.
    const admin = await signedInAdmin(server);
    const caseworker = await signedInCaseworker(server, admin.cookie);
    const inbox = await answer(await server.request('/api/staff/cases', { headers: { Cookie: caseworker.cookie } }));
    expect(inbox.body.member_questions.waiting).toContainEqual(expect.objectContaining({ mandate_reference: asker.reference, status: 'withdrawn' }));
    const answered = await server.request(`/api/staff/memberships/${asker.reference}/messages`, { method: 'POST', headers: { Cookie: caseworker.cookie }, body: { message: { text: '<p>Nein, Sie haben widerrufen.</p>' } } });
    expect(answered.status).toBe(201);
    expect((await answer(await server.request(`${path(asker.reference)}/messages`, { headers: asker.session }))).body).toMatchObject({ unread: 1, accepts_questions: false });
  });
});
