/**
 * The back office (contract: src/contracts/backoffice.ts), for the provider's tools: the CLI today.
 * It needs the portal's BACKOFFICE_API_KEY, so it never runs in a browser.
 */
import { fileNameHeader } from '@/contracts/vocabulary/commissioning';
import { call, download, type RequestOptions, withContract } from './http';

const backoffice = () => import('@/contracts/backoffice');
const staff = () => import('@/contracts/staff');
const reviews = () => import('@/contracts/reviews');

type Query = Record<string, string | undefined>;

/** The back office of the portal at `baseUrl`; every call carries the key and gives up after 30 seconds. */
export function backofficeClient(baseUrl: string, apiKey: string) {
  const options = (): RequestOptions => ({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(30_000) });
  return {
    baseUrl,
    listCases: (query: Query) => withContract(backoffice, ({ listCases }) => call('backoffice', listCases, { ...options(), query })),
    openCase: (body: unknown) => withContract(backoffice, ({ openCase }) => call('backoffice', openCase, { ...options(), body })),
    showCase: (reference: string) => withContract(backoffice, ({ showCase }) => call('backoffice', showCase, { ...options(), params: { reference } })),
    updateCase: (reference: string, body: unknown) =>
      withContract(backoffice, ({ updateCase }) => call('backoffice', updateCase, { ...options(), params: { reference }, body })),
    /** A document of the case by its id, or the order confirmation PDF. */
    download: (reference: string, file: { document: string } | 'confirmation') =>
      withContract(backoffice, ({ downloadDocument, downloadConfirmation }) =>
        file === 'confirmation'
          ? download('backoffice', downloadConfirmation, { ...options(), params: { reference } })
          : download('backoffice', downloadDocument, { ...options(), params: { reference, document: file.document } }),
      ),
    listMessages: (reference: string) =>
      withContract(backoffice, ({ listCaseMessages }) => call('backoffice', listCaseMessages, { ...options(), params: { reference } })),
    sendMessage: (reference: string, body: unknown) =>
      withContract(backoffice, ({ sendCaseMessage }) => call('backoffice', sendCaseMessage, { ...options(), params: { reference }, body })),
    /** Stores a file from the provider on the case (checked by content, as customers' uploads are). */
    uploadDocument: (reference: string, file: { name: string; content: Uint8Array }) =>
      withContract(backoffice, ({ uploadCaseDocument }) =>
        call('backoffice', uploadCaseDocument, {
          ...options(),
          params: { reference },
          body: new Blob([file.content as Uint8Array<ArrayBuffer>]),
          headers: { ...options().headers, [fileNameHeader]: encodeURIComponent(file.name) },
          signal: AbortSignal.timeout(120_000),
        }),
      ),
    addEntry: (reference: string, body: unknown) =>
      withContract(backoffice, ({ addEntry }) => call('backoffice', addEntry, { ...options(), params: { reference }, body })),
    /** An admin of the browser back office, with a one-time enrolment link. */
    createAdmin: (body: unknown) => withContract(staff, ({ createAdmin }) => call('backoffice', createAdmin, { ...options(), body })),
    /** Customers' ratings in a status (`pending` when not given), newest first. */
    listReviews: (status?: string) => withContract(reviews, ({ listReviews }) => call('backoffice', listReviews, { ...options(), query: { status } })),
    decideReview: (id: string, decision: string) =>
      withContract(reviews, ({ decideReview }) => call('backoffice', decideReview, { ...options(), params: { id }, body: { decision } })),
  };
}

export type BackofficeClient = ReturnType<typeof backofficeClient>;
