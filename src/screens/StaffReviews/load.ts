import { fetchStaffReviews } from '@/api-client/staff-reviews';
import { staffPage } from '@/page-setup/staff-page';

/** Admins only: the ratings waiting for a decision and the latest decided ones. */
export const loadStaffReviews = staffPage(async (_context, { cookie }) => {
  const loaded = await fetchStaffReviews(cookie);
  if (!loaded.ok) throw new Error(`staff service answered ${loaded.status}`);
  return { data: { reviews: loaded.data } };
}, 'decideReviews');
