/**
 * The back-office API (contract: src/contracts/backoffice.ts), for the provider's tools: the CLI today.
 * It needs the portal's BACKOFFICE_API_KEY, so it never runs in a browser. Every request is typed by
 * its contract.
 */
import type * as backofficeContract from '@/contracts/backoffice';
import type { QueryOf, RequestBodyOf } from '@/contracts/endpoint';
import type * as reviewsContract from '@/contracts/reviews';
import type * as staffContract from '@/contracts/staff';
import { fileNameHeader } from '@/contracts/vocabulary/commissioning';
import { call, download, type TransportOptions, withContract } from './http';

const backoffice = () => import('@/contracts/backoffice');
const staff = () => import('@/contracts/staff');
const reviews = () => import('@/contracts/reviews');

type Backoffice = typeof backofficeContract;

export type CaseListQuery = QueryOf<Backoffice['listCases']>;
export type OpenCaseRequest = RequestBodyOf<Backoffice['openCase']>;
export type UpdateCaseRequest = RequestBodyOf<Backoffice['updateCase']>;
export type HistoryEntryRequest = RequestBodyOf<Backoffice['addEntry']>;
export type CaseMessageRequest = RequestBodyOf<Backoffice['sendCaseMessage']>;
export type CreateAdminRequest = RequestBodyOf<(typeof staffContract)['createAdmin']>;
export type ReviewStatusQuery = QueryOf<(typeof reviewsContract)['listReviews']>;
export type ReviewDecisionRequest = RequestBodyOf<(typeof reviewsContract)['decideReview']>;

/** The back-office API of the portal at `baseUrl`; every call carries the key and gives up after 30 seconds. */
export function backofficeClient(baseUrl: string, apiKey: string) {
  const options = (): TransportOptions => ({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(30_000) });
  return {
    baseUrl,
    listCases: (query: CaseListQuery) => withContract(backoffice, ({ listCases }) => call('backoffice', listCases, { ...options(), query })),
    openCase: (body: OpenCaseRequest) => withContract(backoffice, ({ openCase }) => call('backoffice', openCase, { ...options(), body })),
    showCase: (reference: string) => withContract(backoffice, ({ showCase }) => call('backoffice', showCase, { ...options(), params: { reference } })),
    updateCase: (reference: string, body: UpdateCaseRequest) =>
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
    sendMessage: (reference: string, body: CaseMessageRequest) =>
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
    addEntry: (reference: string, body: HistoryEntryRequest) =>
      withContract(backoffice, ({ addEntry }) => call('backoffice', addEntry, { ...options(), params: { reference }, body })),
    /** An admin of the browser back office, with a one-time enrolment link. */
    createAdmin: (body: CreateAdminRequest) => withContract(staff, ({ createAdmin }) => call('backoffice', createAdmin, { ...options(), body })),
    /** Customers' ratings in a status (`pending` when not given), newest first. */
    listReviews: (status?: ReviewStatusQuery['status']) => withContract(reviews, ({ listReviews }) => call('backoffice', listReviews, { ...options(), query: { status } })),
    decideReview: (id: string, decision: ReviewDecisionRequest['decision']) =>
      withContract(reviews, ({ decideReview }) => call('backoffice', decideReview, { ...options(), params: { id }, body: { decision } })),
  };
}

export type BackofficeClient = ReturnType<typeof backofficeClient>;
