import type { User } from './schema';

/** One entry of a case's history (spec section 3); `description` is sanitised HTML. */
export interface CaseHistoryEntry {
  short: string;
  date: string;
  description: string;
}

/** A case as `GET /api/v1/me` lists it under `overview.requests` (spec section 3, "Request"). */
export interface CustomerRequest {
  status: string;
  created_at: string;
  updated_at: string;
  product_title: string;
  reference_number: string;
  status_description: string;
  /** Defaults to the provider's info mailbox. */
  reply_email: string;
  history: CaseHistoryEntry[];
}

/**
 * SEAM for the cases issue: the customer's cases, matched to the account. There is no case storage
 * yet, so every customer has none; the cases domain replaces this function's body and nothing else
 * in the account service changes.
 */
export async function casesForUser(_user: User): Promise<CustomerRequest[]> {
  return [];
}
