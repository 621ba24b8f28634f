import styled from 'styled-components';
import type { ClientError } from '@/api-client/http';
import { WarningIcon } from '@/components/icons';
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

/** The text of an error from the `errors` namespace; codes without a text get the generic message. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: ClientError) =>
    t(error.key as 'unexpected_response', { ...error.params, defaultValue: t('unexpected_response') }) as string;
}

/**
 * Errors under a form, as a list (spec: server errors shown as translated messages, with a warning
 * icon on sign-up and reset). Announced to screen readers when it appears.
 */
export function ErrorList({ errors, withIcon = false }: { errors: ClientError[]; withIcon?: boolean }) {
  const text = useErrorText();
  if (errors.length === 0) return null;
  return (
    <List role="alert">
      {errors.map((error, index) => (
        <li key={`${error.key}-${index}`}>
          {withIcon && <WarningIcon />}
          <span>{text(error)}</span>
        </li>
      ))}
    </List>
  );
}
