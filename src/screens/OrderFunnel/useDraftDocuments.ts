import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResponse } from '@/api-client/http';
import type { UploadedDocument } from '@/contracts/commissioning';
import { type ErrorItem, errorItem, hasError } from '@/contracts/errors';

type DraftRequests = typeof import('@/api-client/commissioning');
type FileChecks = typeof import('@/components/forms/chosen-file-check');

/**
 * The draft's requests and the check of a chosen file load with the first request, not with the page:
 * most visits upload nothing. Code that cannot be loaded answers `network`, as a request that cannot
 * be sent does.
 */
async function draftRequest<T>(send: (requests: DraftRequests) => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
  let requests: DraftRequests;
  try {
    requests = await import('@/api-client/commissioning');
  } catch {
    return { ok: false, status: 0, errors: [errorItem('network')] };
  }
  return send(requests);
}

const loadFileChecks = (): Promise<FileChecks | undefined> => import('@/components/forms/chosen-file-check').catch(() => undefined);

export interface UploadFailure {
  category: string;
  fileName: string;
  error: ErrorItem;
}

export interface DraftLimits {
  maxBytes: number;
  maxCount: number;
  maxTotalBytes: number;
}

/**
 * The order's uploads: the draft they belong to (started with the first upload), the documents in it,
 * the files being sent and those refused. The token lives in the order draft (session storage), so the
 * uploads survive a reload; an expired draft starts over with a clear message.
 */
export function useDraftDocuments(draftToken: string | undefined, setDraftToken: (token: string | undefined) => void) {
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [loaded, setLoaded] = useState(!draftToken);
  const [sending, setSending] = useState<{ category: string; fileName: string }[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const [limits, setLimits] = useState<DraftLimits>();
  const knownLimits = useRef<DraftLimits | undefined>(undefined);
  /** What the last change was, for the polite live region. */
  const [announcement, setAnnouncement] = useState<{ key: 'uploaded' | 'removed' | 'duplicate'; name: string; existing?: string }>();
  // The token as it is now, for the callbacks: set here and where a draft starts or expires.
  const token = useRef(draftToken);

  useEffect(() => {
    if (!draftToken) return;
    let current = true;
    void draftRequest((requests) => requests.listDraftDocuments(draftToken)).then((response) => {
      if (!current) return;
      if (response.ok) {
        setDocuments(response.data.documents);
        knownLimits.current = { maxBytes: response.data.max_bytes, maxCount: response.data.max_count, maxTotalBytes: response.data.max_total_bytes };
        setLimits(knownLimits.current);
      } else if (hasError(response.errors, 'draft_expired')) {
        // The draft expired with its uploads: a new one starts with the next upload.
        token.current = undefined;
        setDraftToken(undefined);
        setDocuments([]);
      }
      setLoaded(true);
    });
    return () => {
      current = false;
    };
    // Only the draft's first load lists it; later changes are tracked locally.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * The draft's token and its limits, starting a draft when there is none yet. A draft restored after a
   * reload learns its limits from its list; only when that failed does a new start tell them (that
   * draft stays unused and expires), so that a file over the limit is still refused before it travels.
   */
  const ensureDraft = useCallback(async (): Promise<{ token: string; limits: DraftLimits } | { error: ErrorItem }> => {
    if (token.current && knownLimits.current) return { token: token.current, limits: knownLimits.current };
    const started = await draftRequest((requests) => requests.startDraft());
    if (!started.ok) return { error: started.errors[0] ?? errorItem('network') };
    knownLimits.current = { maxBytes: started.data.max_bytes, maxCount: started.data.max_count, maxTotalBytes: started.data.max_total_bytes };
    setLimits(knownLimits.current);
    if (!token.current) {
      token.current = started.data.draft_token;
      setDraftToken(started.data.draft_token);
    }
    return { token: token.current, limits: knownLimits.current };
  }, [setDraftToken]);

  const upload = useCallback(
    async (category: string, files: File[]) => {
      setFailures((all) => all.filter((failure) => failure.category !== category));
      const checks = await loadFileChecks();
      for (const file of files) {
        const draft = await ensureDraft();
        // Refused in the browser, in the service's words, before any of its bytes travel.
        const problem = 'error' in draft ? draft.error : checks ? await checks.chosenFileProblem(file, draft.limits.maxBytes) : errorItem('network');
        if (problem || 'error' in draft || !checks) {
          setFailures((all) => [...all, { category, fileName: file.name, error: problem ?? errorItem('unexpected_response') }]);
          continue;
        }
        setSending((all) => [...all, { category, fileName: file.name }]);
        const response = await draftRequest((requests) => requests.uploadDraftDocument(draft.token, category, file));
        setSending((all) => all.filter((each) => !(each.category === category && each.fileName === file.name)));
        if (response.ok) {
          const stored = response.data.document;
          setDocuments((all) => [...all.filter((each) => each.id !== stored.id), stored]);
          // The same content again is kept once: say so, under the name it was first uploaded with.
          setAnnouncement(response.data.created ? { key: 'uploaded', name: stored.file_name } : { key: 'duplicate', name: file.name, existing: stored.file_name });
        } else {
          if (hasError(response.errors, 'draft_expired')) {
            token.current = undefined;
            setDraftToken(undefined);
            setDocuments([]);
          }
          // A limit lowered since the draft started: the service stops reading at once (413).
          const error = response.status === 413 ? errorItem('document_too_large', 'file', { max: checks.wholeMegabytes(draft.limits.maxBytes) }) : response.errors[0];
          setFailures((all) => [...all, { category, fileName: file.name, error: error ?? errorItem('unexpected_response') }]);
        }
      }
    },
    [ensureDraft, setDraftToken],
  );

  const remove = useCallback(
    async (document: UploadedDocument) => {
      if (!token.current) return;
      const documentToken = token.current;
      const response = await draftRequest((requests) => requests.removeDraftDocument(documentToken, document.id));
      if (response.ok || response.status === 404) {
        setDocuments((all) => all.filter((each) => each.id !== document.id));
        setAnnouncement({ key: 'removed', name: document.file_name });
      } else {
        setFailures((all) => [...all, { category: document.category, fileName: document.file_name, error: response.errors[0] ?? errorItem('unexpected_response') }]);
      }
    },
    [],
  );

  /** The draft expired (the order was refused with `draft_expired`): the next upload or order starts a new one. */
  const forget = useCallback(() => {
    token.current = undefined;
    setDraftToken(undefined);
    setDocuments([]);
  }, [setDraftToken]);

  return { documents, loaded, sending, failures, limits, announcement, upload, remove, ensureDraft, forget };
}

export type DraftDocuments = ReturnType<typeof useDraftDocuments>;
