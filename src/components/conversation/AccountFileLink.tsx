import { type ReactNode, useState } from 'react';
import { ErrorList } from '@/components/ui/ErrorList';
import type { ErrorItem } from '@/contracts/errors';
import { type ConversationDoor, downloadCaseFile } from '@/session/case-conversation';

/**
 * A download only the signed-in owner may make: the file is fetched with the session's headers and
 * handed to the browser's download, so it never depends on a link that could travel in an e-mail.
 * A failure is said beside the link.
 */
export function AccountFileLink({
  door,
  file,
  name,
  url,
  label,
  children,
}: {
  door: ConversationDoor;
  file: { document: string } | 'confirmation';
  name: string;
  url: string;
  label: string;
  children: ReactNode;
}) {
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <a
        href={url}
        download={name}
        aria-label={label}
        aria-busy={busy}
        onClick={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          const response = await downloadCaseFile(door, file, name);
          setBusy(false);
          setErrors(response.ok ? [] : response.errors);
        }}
      >
        {children}
      </a>
      <ErrorList errors={errors} />
    </>
  );
}
