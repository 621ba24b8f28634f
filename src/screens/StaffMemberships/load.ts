import { fetchStaffMemberships, memberDocumentUrl } from '@/api-client/staff-memberships';
import { staffMembershipLimits } from '@/contracts/vocabulary/staff-memberships';
import { staffPage } from '@/page-setup/staff-page';

/** Caseworkers: the newest memberships, or those the search (`q`) finds. */
export const loadStaffMemberships = staffPage(async ({ query }, { cookie }) => {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, staffMembershipLimits.searchLength) : '';
  const loaded = await fetchStaffMemberships(cookie, q);
  if (!loaded.ok) throw new Error(`staff service answered ${loaded.status}`);
  // Where each document a member sent is opened, by the document's id.
  const documentUrls = Object.fromEntries(
    await Promise.all(
      loaded.data.memberships.flatMap((membership) =>
        membership.messages.flatMap((message) => message.documents.map(async (document) => [document.id, await memberDocumentUrl(membership.mandate_reference, document.id)] as const)),
      ),
    ),
  );
  return { data: { memberships: loaded.data.memberships, openDeclarations: loaded.data.open_declarations, q, documentUrls } };
}, 'workCases');
