import { expect } from '@playwright/test';
import { outboxMails } from '../../tests/support/mail-outbox';
import { e2eMailDir } from './environment';

/**
 * The first link of the newest mail of `kind` (confirmation, password_reset, case_created …) to
 * `address` in the e2e server's outbox, waiting for it to arrive.
 */
export async function mailLink(address: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      // The kind follows the file's sequence number: `…-0001_confirmation_…` is not `…-0002_order_confirmation_…`.
      const mails = (await outboxMails(e2eMailDir, address)).filter((mail) => new RegExp(`-\\d+_${kind}_`).test(mail.file));
      link = mails[mails.length - 1]?.links[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The link's path and query, to open on the e2e server's own origin. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
