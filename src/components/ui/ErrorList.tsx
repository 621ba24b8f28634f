import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@/page-setup/PageContext';
import { type ErrorItem, errorTextKeys } from '@/contracts/errors';
import { WarningIcon } from '@/components/icons';
import { formatDateIn, isCalendarDate } from '@/basics/calendar';
import { numberFormat } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

const List = styled.ul`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  list-style: none;
  border-left: 4px solid ${theme.colors.error};
  border-radius: ${theme.radius};
  background: ${theme.colors.errorSoft};
  color: ${theme.colors.error};

  li {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
  }
`;

/**
 * The text of an error from the `errors` namespace: the field's own wording where there is one, else
 * the code's; codes this portal does not know get the generic message. Numbers in the params read as
 * in the page's language ("20.000" in a German sentence), and so do days ("07.12.2026", "7 December 2026").
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('errors');
  const language = useLanguage();
  return (error: ErrorItem) => {
    const key = errorTextKeys(error).find((candidate) => i18n.exists(`errors:${candidate}`)) ?? 'unexpected_response';
    const values = Object.fromEntries(
      Object.entries(error.params).map(([name, value]) => [
        name,
        typeof value === 'number' ? numberFormat(language).format(value) : typeof value === 'string' && isCalendarDate(value) ? formatDateIn(language, value) : value,
      ]),
    );
    return t(key as 'unexpected_response', values) as string;
  };
}

export interface ErrorMessage {
  /** The message, or a link to the field it is about. */
  text: ReactNode;
  /** Tells the message apart from the others (the field it is about); else its place and text do. */
  key?: string;
  withIcon?: boolean;
}

/** Error messages as a list, a warning icon before those that ask for one. */
export function ErrorMessages({ messages, label }: { messages: ErrorMessage[]; label?: string }) {
  if (messages.length === 0) return null;
  return (
    <List aria-label={label}>
      {messages.map(({ text, key, withIcon }, index) => (
        <li key={key ?? `${index}-${typeof text === 'string' ? text : ''}`}>
          {withIcon && <WarningIcon />}
          <span>{text}</span>
        </li>
      ))}
    </List>
  );
}

/**
 * A service's or the portal's errors as a list, announced to screen readers when it appears (the list
 * inside the alert, so that it stays a list).
 */
export function ErrorList({ errors, withIcon = false }: { errors: ErrorItem[]; withIcon?: boolean }) {
  const text = useErrorText();
  if (errors.length === 0) return null;
  return (
    <div role="alert">
      <ErrorMessages messages={errors.map((error) => ({ text: text(error), withIcon }))} />
    </div>
  );
}
