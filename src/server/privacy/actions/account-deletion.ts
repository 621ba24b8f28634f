/**
 * Deleting an account (GDPR Art. 17), confirmed by the password.
 *
 * Cases still being worked and memberships not yet over are never dropped silently: while any runs,
 * the customer must choose (running-contracts.ts).
 * - `end`: each is ended as the law provides: a withdrawal where its period is open, recorded as a
 *   declaration with its receipt like one made on the withdrawal page (§ 356a BGB); otherwise a case's
 *   mandate is terminated (§ 627 BGB) and a membership cancelled on the day its terms allow. Then the
 *   account is deleted at once.
 * - `keep`: the account stays until they are over; each running case says so in its history, and the
 *   daily housekeeping deletes the account once nothing runs any more.
 * Either way the team is mailed (the caseworkers' mailbox) and the audit log records what happened to
 * each case, by reference and without free text.
 *
 * The deletion itself, in one transaction under the account's row lock: every case of the account goes
 * with its history, documents, answers and review; of a case ordered online, the order's record is
 * first copied apart (retained_records, see retention.ts), without the e-mail address and any link to
 * an account; the newsletter subscription of the address ends (nothing should outlive the account that
 * the customer would have to remember to end); then the account goes, and with it its sessions and
 * reset links. The address is free for a new sign-up at once, and a new account with it finds nothing
 * of the old one.
 *
 * Memberships are contracts of their own, paid by direct debit and kept by their own rules (the SEPA
 * mandate and the debits are accounting records): they are detached from the address's accounts, so a
 * new account with it never sees them.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { dayInGermany } from '@/basics/calendar';
import { type Language, languageOrDefault } from '@/basics/language';
import type { RunningContractChoice } from '@/contracts/vocabulary/privacy';
import { orderAnswers } from '../../cases/order-presentation';
import { caseRecord, caseSubject } from '../../cases/case-audit';
import { appendHistoryEntry } from '../../cases/stores/case-store';
import { now } from '../../clock';
import { type OrderOrigin } from '../../commissioning/mandate-record';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import type { User } from '../../db/tables/accounts';
import { users } from '../../db/tables/accounts';
import { cases } from '../../db/tables/cases';
import { memberships } from '../../db/tables/memberships';
import { newsletterSubscriptions } from '../../db/tables/newsletter';
import { retainedRecords } from '../../db/tables/retained-records';
import { declareCancellation, declareWithdrawal, type Declared } from '../../declarations/actions/declare';
import { sendReceipt } from '../../declarations/actions/send-receipt';
import { DomainError } from '../../domain-error';
import { errorFields, log } from '../../log';
import { type OutgoingMail, sendMail } from '../../mail/mailer';
import { assertNotLocked, clearFailedSignIns, countAttempt, recordFailedSignIn } from '../../accounts/abuse-limits';
import { verifyPassword } from '../../accounts/passwords';
import { type AuthenticatedSession, noSession } from '../../accounts/stores/sessions';
import { membershipsOfEmail } from '../../memberships/stores/membership-store';
import { type AuditActor, customerActor, housekeepingActor } from '../../staff/actor';
import { recordAudit } from '../../staff/stores/audit-log';
import { textsOf } from '../../texts';
import { composeDeletionTeamMail, type EndedContract } from '../deletion-mail';
import { mandateRecordJson } from '../order-record';
import { orderRecordRetainUntil, stillRetained } from '../retention';
import { hasRunning, type RunningOfAccount, runningOfAccount } from '../running-contracts';
import { accountsAwaitingDeletion, casesOfAccount, lockedAccount, markDeletionRequested } from '../stores/account-contracts';

/** What became of a deletion: the account is gone, or it waits for its running contracts. */
export interface DeletionOutcome {
  deleted: boolean;
  retained: number;
}

/** The account's running contracts as they stand at `at` (for the deletion page: `executor` left out). */
export async function runningContractsOf(user: User, at: Date, executor?: DatabaseExecutor): Promise<RunningOfAccount> {
  executor ??= await getDatabase();
  const owned = await casesOfAccount(executor, user);
  const held = user.confirmedAt ? await membershipsOfEmail(executor, user.email) : [];
  return runningOfAccount(owned, held, at);
}

export async function deleteAccount(session: AuthenticatedSession, password: string, origin: OrderOrigin, choice: RunningContractChoice | undefined): Promise<DeletionOutcome> {
  const { user } = session;
  // The password is checked as at sign-in: the same limits and lock, so a session alone gives no more guesses.
  await countAttempt('signIn', origin.ip, user.email);
  await assertNotLocked(user.email);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailedSignIn(user.email);
    throw DomainError.of('wrong_password', 'current_password');
  }
  await clearFailedSignIns(user.email);

  const db = await getDatabase();
  const running = await runningContractsOf(user, origin.at, db);
  if (hasRunning(running) && !choice) throw DomainError.of('required', 'running_contracts');
  if (hasRunning(running) && choice === 'keep') {
    // Asked before: the cases say so already and the team knows.
    if (!user.deletionRequestedAt) await keepUntilOver(user, running, origin.at);
    return { deleted: false, retained: 0 };
  }
  const ended = hasRunning(running) ? await endRunning(user, running, origin) : [];
  const retained = await db.transaction(async (tx) => {
    // Deleted meanwhile by another request: this one has nothing left to delete.
    if (!(await lockedAccount(tx, user.id))) throw noSession();
    return eraseAccount(tx, user, origin.at, customerActor, ended);
  });
  log.info('account deleted', { userId: user.id, retainedRecords: retained, endedContracts: ended.length });
  if (ended.length > 0) await tellTeam(composeDeletionTeamMail({ choice: 'end', contracts: ended, at: origin.at }));
  return { deleted: true, retained };
}

const customerName = (user: User) => `${user.firstName} ${user.lastName}`.trim();
const languageOfUser = (user: User): Language => languageOrDefault(user.language);

/**
 * Ends each running contract as the customer would on the withdrawal or cancellation page: the same
 * declarations with their receipts, so the customer has proof and staff see them with the others. The
 * idempotency key is the account's and the contract's, so a repeated deletion records nothing twice.
 * A case outside its withdrawal period has no declaration form of its own: its mandate ends with the
 * deletion (below), recorded in the audit log and the order's retained record.
 */
async function endRunning(user: User, running: RunningOfAccount, origin: OrderOrigin): Promise<EndedContract[]> {
  const language = languageOfUser(user);
  const common = { name: customerName(user), email: user.email, language };
  const keyOf = (reference: string) => `account-deletion-${user.id}-${reference}`;
  const ended: EndedContract[] = [];
  const receipts: Declared[] = [];
  for (const { case: row, ending } of running.cases) {
    if (ending === 'withdrawal') {
      const declared = await declareWithdrawal({ ...common, contract_reference: row.referenceNumber, idempotency_key: keyOf(row.referenceNumber) }, origin);
      receipts.push(declared);
      ended.push({ type: 'case', case: row, ending, receipt: declared.declaration.receiptNumber });
    } else {
      ended.push({ type: 'case', case: row, ending, receipt: null });
    }
  }
  for (const { membership, ending, endsOn } of running.memberships) {
    const reference = membership.mandateReference;
    const declared =
      ending === 'withdrawal'
        ? await declareWithdrawal({ ...common, contract_reference: reference, idempotency_key: keyOf(reference) }, origin)
        : ending === 'cancellation'
          ? await declareCancellation({ ...common, mandate_reference: reference, kind: 'ordinary', idempotency_key: keyOf(reference) }, origin)
          : undefined;
    if (declared) receipts.push(declared);
    ended.push({ type: 'membership', membership, ending, endsOn: declared?.declaration.endsOn ?? endsOn, receipt: declared?.declaration.receiptNumber ?? null });
  }
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    for (const declared of receipts.filter((declared) => declared.created)) {
      await recordAudit(tx, {
        actor: customerActor,
        action: 'declaration.received_with_account_deletion',
        subject: { type: 'declaration', id: declared.declaration.receiptNumber },
        after: { kind: declared.declaration.kind, state: declared.declaration.state, ends_on: declared.declaration.endsOn },
      });
    }
  });
  // The receipt on a durable medium (§ 356a Abs. 4 BGB); a failed one shows in the back office and is retried there.
  for (const declared of receipts.filter((declared) => declared.created)) {
    await sendReceipt(declared.declaration, declared.contract).catch((error: unknown) =>
      log.error('deletion receipt failed', { receipt: declared.declaration.receiptNumber, ...errorFields(error) }),
    );
  }
  return ended;
}

/** Keeps the account until its running contracts are over: marked for the housekeeping, each running case told. */
async function keepUntilOver(user: User, running: RunningOfAccount, at: Date): Promise<void> {
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    if (!(await lockedAccount(tx, user.id))) throw noSession();
    await markDeletionRequested(tx, user.id, at);
    for (const { case: row } of running.cases) {
      const language = languageOrDefault(row.language);
      const t = textsOf(language, 'cases');
      await appendHistoryEntry(row.id, { short: t('history.deletionRequested.short'), description: t('history.deletionRequested.description'), date: dayInGermany(at) }, at, tx);
      await recordAudit(tx, { actor: customerActor, action: 'case.account_deletion_requested', subject: caseSubject(row), after: { deletion_requested_at: at.toISOString() } });
    }
  });
  log.info('account deletion requested', { userId: user.id, runningCases: running.cases.length, runningMemberships: running.memberships.length });
  const contracts: EndedContract[] = [
    ...running.cases.map(({ case: row }) => ({ type: 'case' as const, case: row, ending: 'kept' as const, receipt: null })),
    ...running.memberships.map(({ membership }) => ({ type: 'membership' as const, membership, ending: 'kept' as const, endsOn: membership.endsOn, receipt: null })),
  ];
  await tellTeam(composeDeletionTeamMail({ choice: 'keep', contracts, at }));
}

/** A failed team mail never undoes the deletion: it is logged, and the audit log holds the facts. */
async function tellTeam(mail: OutgoingMail): Promise<void> {
  await sendMail(mail).catch((error: unknown) => log.error('deletion team mail failed', errorFields(error)));
}

/**
 * Deletes the account (locked by the caller) with its cases, keeping the records the law requires, and
 * writes the audit entries: each case ended now, and each case deleted. Answers how many records were kept.
 */
async function eraseAccount(tx: DatabaseExecutor, user: User, at: Date, actor: AuditActor, ended: EndedContract[]): Promise<number> {
  const owned = await casesOfAccount(tx, user);
  const endingOf = new Map(ended.flatMap((contract) => (contract.type === 'case' ? [[contract.case.id, contract] as const] : [])));
  // An order whose period has run out already has no ground to be kept: it goes with its case.
  const kept = owned
    .filter((owned): owned is typeof owned & { order: NonNullable<typeof owned.order> } => owned.order !== undefined)
    .map(({ case: row, order }) => ({ order, row, retainUntil: orderRecordRetainUntil({ orderedAt: order.signedAt, caseStatus: row.status, caseUpdatedAt: row.updatedAt }) }))
    .filter((kept) => stillRetained(kept.retainUntil, at));
  if (kept.length > 0) {
    await tx.insert(retainedRecords).values(
      kept.map(({ order, row, retainUntil }) => {
        const endedNow = endingOf.get(row.id);
        return {
          kind: 'order',
          reference: row.referenceNumber,
          record: {
            product_name: row.productName,
            status: row.status,
            case_created_at: row.createdAt.toISOString(),
            case_updated_at: row.updatedAt.toISOString(),
            language: row.language,
            customer_name: order.customerName,
            calculated_cents: order.calculatedCents,
            // The success fee agreed to (null for orders placed before the order kept it).
            fee_rule: order.feeRule,
            answers: orderAnswers(row.productName, order.answers, [], 'de').map(({ question, value }) => ({ question, value })),
            mandate: mandateRecordJson(order),
            // How the customer ended a running case with the account: the declaration's receipt, or the mandate's termination.
            ...(endedNow ? { ended_with_account_deletion: { ending: endedNow.ending, on: dayInGermany(at), receipt: endedNow.receipt } } : {}),
          },
          retainUntil,
          createdAt: at,
        };
      }),
    );
  }
  const retainedUntil = new Map(kept.map(({ row, retainUntil }) => [row.id, retainUntil]));
  for (const { case: row } of owned) {
    const endedNow = endingOf.get(row.id);
    if (endedNow) {
      await recordAudit(tx, { actor, action: 'case.ended_with_account_deletion', subject: caseSubject(row), after: { ending: endedNow.ending, receipt: endedNow.receipt } });
    }
    await recordAudit(tx, { actor, action: 'case.deleted_with_account', subject: caseSubject(row), before: caseRecord(row, ['status']), after: { order_record_kept_until: retainedUntil.get(row.id) ?? null } });
  }
  // History, documents (and their bytes), orders and reviews go with their cases (ON DELETE CASCADE).
  const ids = owned.map(({ case: row }) => row.id);
  if (ids.length > 0) await tx.delete(cases).where(inArray(cases.id, ids));
  // Memberships run on as contracts, but nothing of them reaches a later account with this address.
  await tx.update(memberships).set({ detachedAt: at }).where(and(eq(memberships.email, user.email), isNull(memberships.detachedAt)));
  // The newsletter was the address's consent given alongside the account: it ends with it (Art. 5 Abs. 1 lit. c GDPR).
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
  // Sessions and reset links go with the account.
  await tx.delete(users).where(eq(users.id, user.id));
  return kept.length;
}

/**
 * Deletes the accounts whose deletion waited for their running contracts, once none runs any more
 * (the daily housekeeping). Answers how many it deleted.
 */
export async function deleteAccountsWhoseContractsEnded(at: Date = now()): Promise<number> {
  const db = await getDatabase();
  let deleted = 0;
  for (const waiting of await accountsAwaitingDeletion(db)) {
    const done = await db.transaction(async (tx) => {
      const user = await lockedAccount(tx, waiting.id);
      if (!user?.deletionRequestedAt || hasRunning(await runningContractsOf(user, at, tx))) return false;
      await eraseAccount(tx, user, at, housekeepingActor, []);
      return true;
    });
    if (done) {
      deleted += 1;
      log.info('account deleted as requested once its contracts ended', { userId: waiting.id });
    }
  }
  return deleted;
}
