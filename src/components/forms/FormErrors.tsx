import type { ErrorItem } from '@/contracts/errors';
import { ErrorList, ErrorMessages } from '@/components/ui/ErrorList';
import { useShownErrors } from './shown-errors';

/**
 * The errors under a form, as the account forms show them: the fields' errors shown so far (by the same
 * rule as everywhere), then the service's, with a warning icon where asked for (sign-up, reset).
 */
export function FormErrors({ id, fields, server, serverIcon = true }: { id: string; fields: readonly string[]; server: ErrorItem[]; serverIcon?: boolean }) {
  const shown = useShownErrors(fields);
  return (
    <div id={id}>
      <ErrorMessages messages={shown.map(({ error }) => error)} />
      <ErrorList errors={server} withIcon={serverIcon} />
    </div>
  );
}
