import { useField } from 'formik';
import type { ClientError } from '@/api-client/http';
import { PrimaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { cardSurface } from '@/components/ui/surface';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;

  label {
    font-weight: 600;
  }

  input {
    width: 100%;
    min-height: 48px;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
    font: inherit;
    color: inherit;
    background: ${theme.colors.background};
  }

  input[aria-invalid='true'] {
    border: 2px solid ${theme.colors.error};
  }

  small {
    color: ${theme.colors.muted};
  }
`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Whether this field's error is currently shown (in the list under the form). */
  showError: boolean;
  /** Id of the list under the form, so screen readers connect the field with its error. */
  errorsId: string;
}

/** A labelled input bound to formik. Its error is shown in the form's error list, not beside it. */
export function TextField({ name, label, hint, showError, errorsId, id, ...input }: TextFieldProps) {
  const [field, meta] = useField(name);
  const inputId = id ?? `field-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const invalid = showError && Boolean(meta.error);
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      {hint && <small id={hintId}>{hint}</small>}
      <input
        id={inputId}
        {...field}
        {...input}
        aria-invalid={invalid}
        aria-describedby={[hintId, invalid ? errorsId : undefined].filter(Boolean).join(' ') || undefined}
      />
    </Field>
  );
}

/** A form's main button, across the form's width. */
export const SubmitButton = styled(PrimaryButton)`
  width: 100%;
`;

export const FormCard = styled.div`
  padding: 1.5rem;
  ${cardSurface}
`;

export const Notice = styled.p<{ $tone?: 'success' | 'info' }>`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primary : theme.colors.success)};
  border-radius: ${theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primarySoft : theme.colors.successSoft)};
  color: ${theme.colors.text};
`;

export const FormLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-top: 1rem;
`;

/** The submit button; while the form is pending it says so (the fieldset around it is disabled). */
export function PendingSubmit({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <SubmitButton type="submit" aria-busy={pending}>
      {pending ? pendingLabel : label}
    </SubmitButton>
  );
}

/**
 * The errors under a form (spec: as a list under the form): the validation errors shown so far, then
 * the server's, with a warning icon where the spec asks for one (sign-up, reset).
 */
export function FormErrors({ id, validation, server, serverIcon = true }: { id: string; validation: ClientError[]; server: ClientError[]; serverIcon?: boolean }) {
  return (
    <div id={id}>
      <ErrorList errors={validation} />
      <ErrorList errors={server} withIcon={serverIcon} />
    </div>
  );
}
