import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ErrorItem } from '@/contracts/errors';
import { useTranslation } from '@/i18n/useTranslation';
import { ErrorMessages, useErrorText } from '@/components/ui/ErrorList';
import type { FieldsByPath } from './contract-checks';
import { listedErrorId } from './fields';
import { useShownErrors } from './shown-errors';

/** Focus lands here after a failed submit; the list itself draws the outline's box. */
const Summary = styled.div`
  &:focus {
    outline: none;
  }

  &:focus-visible ul,
  &:focus ul {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The error summary under a form, as the account forms show it, named "Please check your details": the errors the fields show (see
 * shown-errors.ts), each with the id its field is described by, then the service's errors about the
 * request as a whole, with a warning icon where asked for (sign-up, reset). The list sits in a live
 * region that is always there, so screen readers announce what changes; after a failed submit focus
 * moves to it.
 */
export function FormErrors<Values>({ id, fields, server, serverIcon = true }: { id: string; fields: FieldsByPath<Values>; server: ErrorItem[]; serverIcon?: boolean }) {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const shown = useShownErrors(Object.values(fields));
  const aboutRequest = server.filter((error) => !(error.path && error.path in fields));
  const messages = [
    ...shown.map(({ field, error, fromService }) => ({ id: listedErrorId(id, field), text: error, withIcon: fromService && serverIcon })),
    ...aboutRequest.map((error) => ({ text: text(error), withIcon: serverIcon })),
  ];

  const { isSubmitting } = useFormikContext();
  const summary = useRef<HTMLDivElement>(null);
  const wasSubmitting = useRef(false);
  const failed = messages.length > 0;
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting && failed) summary.current?.focus();
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting, failed]);

  return (
    <Summary id={id} ref={summary} tabIndex={-1} aria-live="polite">
      <ErrorMessages messages={messages} label={t('errorsLabel')} />
    </Summary>
  );
}
