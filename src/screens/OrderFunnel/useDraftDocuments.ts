import { useCallback, useEffect, useRef, useState } from 'react';
import { listDraftDocuments, removeDraftDocument, startDraft, uploadDraftDocument } from '@/api-client/commissioning';
import type { UploadedDocument } from '@/contracts/commissioning';
import { type ErrorItem, errorItem } from '@/contracts/errors';

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
  /** What the last change was, for the polite live region. */
  const [announcement, setAnnouncement] = useState<{ key: 'uploaded' | 'removed' | 'duplicate'; name: string; existing?: string }>();
  // The token as it is now, for the callbacks: set here and where a draft starts or expires.
  const token = useRef(draftToken);

  useEffect(() => {
    if (!draftToken) return;
    let current = true;
    void listDraftDocuments(draftToken).then((response) => {
      if (!current) return;
      if (response.ok) setDocuments(response.data.documents);
      else if (response.status === 401) {
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

  /** The draft's token, starting one when there is none yet. */
  const ensureDraft = useCallback(async (): Promise<{ token: string } | { error: ErrorItem }> => {
    if (token.current) return { token: token.current };
    const started = await startDraft();
    if (!started.ok) return { error: started.errors[0] ?? errorItem('network') };
    setLimits({ maxBytes: started.data.max_bytes, maxCount: started.data.max_count, maxTotalBytes: started.data.max_total_bytes });
    token.current = started.data.draft_token;
    setDraftToken(started.data.draft_token);
    return { token: started.data.draft_token };
  }, [setDraftToken]);

  const upload = useCallback(
    async (category: string, files: File[]) => {
      setFailures((all) => all.filter((failure) => failure.category !== category));
      for (const file of files) {
        if (limits && file.size > limits.maxBytes) {
          setFailures((all) => [...all, { category, fileName: file.name, error: errorItem('document_too_large', 'file', { max: Math.floor(limits.maxBytes / 1024 / 1024) }) }]);
          continue;
        }
        const draft = await ensureDraft();
        if ('error' in draft) {
          setFailures((all) => [...all, { category, fileName: file.name, error: draft.error }]);
          continue;
        }
        setSending((all) => [...all, { category, fileName: file.name }]);
        const response = await uploadDraftDocument(draft.token, category, file);
        setSending((all) => all.filter((each) => !(each.category === category && each.fileName === file.name)));
        if (response.ok) {
          const stored = response.data.document;
          setDocuments((all) => [...all.filter((each) => each.id !== stored.id), stored]);
          // The same content again is kept once: say so, under the name it was first uploaded with.
          setAnnouncement(response.data.created ? { key: 'uploaded', name: stored.file_name } : { key: 'duplicate', name: file.name, existing: stored.file_name });
        } else {
          if (response.status === 401) {
            token.current = undefined;
            setDraftToken(undefined);
            setDocuments([]);
          }
          setFailures((all) => [...all, { category, fileName: file.name, error: response.errors[0] ?? errorItem('unexpected_response') }]);
        }
      }
    },
    [ensureDraft, limits, setDraftToken],
  );

  const remove = useCallback(
    async (document: UploadedDocument) => {
      if (!token.current) return;
      const response = await removeDraftDocument(token.current, document.id);
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
