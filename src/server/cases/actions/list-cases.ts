import type { CaseStatus, ProductName } from '@/contracts/vocabulary/cases';
import type { CaseRow } from '../../db/tables/cases';
import { listCases as listStoredCases } from '../stores/case-store';

export interface CaseListing {
  email?: string;
  status?: CaseStatus;
  productName?: ProductName;
  limit: number;
  offset: number;
}

/** A page of cases for the back-office API, newest first, and how many match in all. */
export const listCases = (listing: CaseListing): Promise<{ rows: CaseRow[]; total: number }> => listStoredCases(listing);
