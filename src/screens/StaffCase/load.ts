import { caseFileUrl, fetchWorkedCase } from '@/api-client/staff-cases';
import type { WorkedCase } from '@/contracts/staff-cases';
import { staffPage } from '@/page-setup/staff-page';

/** Where each file of the case opens (`inline`) and downloads (`attachment`), by document id (`confirmation`: the order confirmation). */
export type CaseFileLinks = Record<string, { inline: string; attachment: string }>;

const linksTo = async (reference: string, file: { document: string } | 'confirmation') => ({
  inline: await caseFileUrl(reference, file, 'inline'),
  attachment: await caseFileUrl(reference, file, 'attachment'),
});

export interface StaffCaseLoaded {
  worked?: WorkedCase;
  files?: CaseFileLinks;
  notFound?: boolean;
}

/** Every member: one case by its reference number (the path's); an unknown one is a 404 page with the way back. */
export const loadStaffCase = staffPage<StaffCaseLoaded>(async ({ query }, { cookie }) => {
  const reference = typeof query.reference === 'string' ? query.reference : '';
  const loaded = await fetchWorkedCase(reference, cookie);
  if (!loaded.ok) {
    if (loaded.status === 404) return { data: { notFound: true }, status: 404 };
    throw new Error(`staff service answered ${loaded.status}`);
  }
  const worked = loaded.data;
  const files: CaseFileLinks = {};
  for (const document of worked.documents) files[document.id] = await linksTo(worked.case.reference_number, { document: document.id });
  if (worked.order) files.confirmation = await linksTo(worked.case.reference_number, 'confirmation');
  return { data: { worked, files } };
}, 'workCases');
