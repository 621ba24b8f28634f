/** The back office's memberships (contract: src/contracts/staff-memberships.ts), served by the staff service. */
import { browserServiceUrl, call, withContract } from './http';
import type { StaffSessionCookie } from './staff';

const staffMemberships = () => import('@/contracts/staff-memberships');

/** The newest memberships or those matching `q`, for a back-office page's loader. */
export const fetchStaffMemberships = (cookie: StaffSessionCookie, q: string) =>
  withContract(staffMemberships, ({ staffMemberships: endpoint }) => call('staff', endpoint, { query: q ? { q } : {}, ...(cookie ? { headers: { Cookie: cookie } } : {}) }));

/** The team's answer to a member's question (the staff cookie goes with the same-site request). */
export const answerMemberQuestion = (reference: string, text: string) =>
  withContract(staffMemberships, ({ answerMemberQuestion: endpoint }) => call('staff', endpoint, { params: { reference }, body: { message: { text } } }));

/** Where the browser downloads a document a member sent with a question (the staff cookie goes with the same-site link). */
export async function memberDocumentUrl(reference: string, document: string): Promise<string> {
  const { staffMembershipDocument } = await staffMemberships();
  return browserServiceUrl('staff', staffMembershipDocument.pathWith({ reference, document }));
}
