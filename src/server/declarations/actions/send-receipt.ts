/**
 * Sends a declaration's receipt at once and records that it went out (so a failed one shows in the
 * back office), then tells the team. A follow-up receipt (after staff matched it) is not recorded again.
 */
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import type { ContractDeclarationRow } from '../../db/tables/declarations';
import { type OutgoingMail, sendMail } from '../../mail/mailer';
import { composeReceipt, composeTeamMail } from '../declaration-mail';
import type { NamedContract } from '../named-contract';
import { markReceiptSent } from '../stores/declaration-store';

export async function sendReceipt(row: ContractDeclarationRow, contract: NamedContract | undefined, options: { followUp?: boolean; send?: (mail: OutgoingMail) => Promise<void> } = {}): Promise<void> {
  await (options.send ?? sendMail)(composeReceipt(row, contract, options));
  if (!options.followUp) await markReceiptSent(await getDatabase(), row.id, now());
}

/** The receipt of a new declaration, then the team's note. */
export async function sendReceiptAndTellTeam(row: ContractDeclarationRow, contract: NamedContract | undefined): Promise<void> {
  await sendReceipt(row, contract);
  await sendMail(composeTeamMail(row));
}
