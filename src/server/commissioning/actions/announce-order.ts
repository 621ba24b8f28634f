import { alertTeamOfDeadlineCase } from '../../cases/actions/deadline-alerts';
import { confirmOrder } from './confirm-order';
import type { PlacedOrder } from './place-order';

/**
 * What follows a newly placed order: the customer's confirmation, and, for a case with a deadline, the
 * caseworkers' mail at once (a dismissal claim filed after § 4 KSchG's three weeks is lost, § 7 KSchG).
 * Only the request that placed the order calls this; a retry sends no second mail.
 */
export async function announcePlacedOrder(placed: PlacedOrder): Promise<void> {
  await Promise.all([confirmOrder(placed.case, placed.order, placed.documentCategories), alertTeamOfDeadlineCase(placed.case, placed.order)]);
}
