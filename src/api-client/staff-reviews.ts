/**
 * Customers' ratings in the back office's pages (contract: src/contracts/staff-reviews.ts), served by
 * the staff service with the staff session: in the browser the HttpOnly cookie travels by itself, a
 * page's loader passes on the cookie of the page request.
 */
import type { ReviewDecision } from '@/contracts/reviews';
import { call, withContract } from './http';
import type { StaffSessionCookie } from './staff';

const staffReviews = () => import('@/contracts/staff-reviews');

export const fetchStaffReviews = (cookie: StaffSessionCookie) =>
  withContract(staffReviews, ({ staffReviews: endpoint }) => call('staff', endpoint, cookie ? { headers: { Cookie: cookie } } : {}));

export const decideStaffReview = (id: number, decision: ReviewDecision) =>
  withContract(staffReviews, ({ decideStaffReview: endpoint }) => call('staff', endpoint, { params: { id: String(id) }, body: { decision } }));
