import { useFormikContext } from 'formik';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ErrorItem } from '@/contracts/errors';
import { useTranslation } from '@/i18n/useTranslation';
import { ErrorMessages, useErrorText } from '@/components/ui/ErrorList';
import type { FieldsByPath } from './contract-checks';
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

  a {
    color: inherit;
    font-weight: 600;
  }
`;

/** The control of a field in the form, by its name (the first of a group of radio buttons). */
function controlOf(form: HTMLFormElement | null | undefined, name: string): HTMLElement | undefined {
  const found = form?.elements.namedItem(name);
  if (!found) return undefined;
  const control = found instanceof RadioNodeList ? found[0] : found;
  return control instanceof HTMLElement && control.id ? control : undefined;
}

/**
 * Takes the visitor to a field: its label or legend scrolls into view (on a phone the question, not
 * only the box, must show above the keyboard) and the control takes the focus.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, control: HTMLElement) {
  event.preventDefault();
  const radio = control instanceof HTMLInputElement && control.type === 'radio';
  const label = (radio ? control.closest('fieldset')?.querySelector(':scope > legend') : (control as HTMLInputElement).labels?.[0]) ?? control;
  label.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}

/**
 * The error list of a form, named "Please check your details": the errors the fields show at
 * themselves (see shown-errors.ts), each a link to its field, then the service's errors about the
 * request as a whole, with a warning icon where asked for (sign-up, reset). The list sits in a live
 * region that is always there, so screen readers announce what changes; after a failed submit focus
 * moves to it.
 */
export function FormErrors<Values>({ id, fields, server, serverIcon = true }: { id: string; fields: FieldsByPath<Values>; server: ErrorItem[]; serverIcon?: boolean }) {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const shown = useShownErrors(Object.values(fields));
  const aboutRequest = server.filter((error) => !(error.path && error.path in fields));
  const summary = useRef<HTMLDivElement>(null);
  // The fields' controls are found in the form once the list shows (they are the form's, not the list's).
  const [controls, setControls] = useState<Record<string, HTMLElement | undefined>>({});
  const listed = shown.map(({ field }) => field).join(' ');
  useEffect(() => {
    const form = summary.current?.closest('form');
    setControls(Object.fromEntries(listed.split(' ').filter(Boolean).map((field) => [field, controlOf(form, field)])));
  }, [listed]);

  const messages = [
    ...shown.map(({ field, error, fromService }) => {
      const control = controls[field];
      return {
        text: control ? (
          <a href={`#${control.id}`} onClick={(event) => goToField(event, control)}>
            {error}
          </a>
        ) : (
          error
        ),
        key: field,
        withIcon: fromService && serverIcon,
      };
    }),
    ...aboutRequest.map((error) => ({ text: text(error), withIcon: serverIcon })),
  ];

  const { isSubmitting } = useFormikContext();
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
