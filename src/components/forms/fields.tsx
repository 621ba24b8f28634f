import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import type { ErrorItem } from '@/contracts/errors';
import { PrimaryButton } from '@/components/ui/buttons';
import { ErrorList, ErrorMessages } from '@/components/ui/ErrorList';
import { cardSurface } from '@/components/ui/surface';
import { media, theme } from '@/styles/theme';
import { useShownError, useShownErrors } from './shown-errors';

/**
 * The portal's form kit: every form field is one of these, bound to formik by name, and shows its
 * error by one rule (shown-errors.ts). A field shows its error beneath itself; in forms that list their
 * errors under the form instead (the account forms), `errorsId` names that list.
 */

/** Fields one under the other; from tablet width on in two columns, where a field may span both. */
export const FieldGrid = styled.div<{ $columns?: 1 | 2 }>`
  display: grid;
  gap: 1rem;
  margin-bottom: 1rem;

  ${media.tablet} {
    grid-template-columns: ${({ $columns = 1 }) => ($columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  }
`;

const Frame = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;

  ${media.tablet} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  label {
    font-weight: 600;
  }
`;

const control = css`
  width: 100%;
  min-height: 48px;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${theme.colors.error};
  }
`;

const Input = styled.input`
  ${control}
`;

const Select = styled.select`
  ${control}
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.colors.error};
`;

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The error to show, if any (see useShownError). */
  error?: string;
  /** Id of the list under the form that shows this field's error; without it the error shows here. */
  errorsId?: string;
  /** Spans both columns of a two-column grid. */
  wide?: boolean;
}

/** What a control needs to be described by its hint and error. */
export function describedControl({ id, hint, error, errorsId }: FieldFrameProps) {
  const errorId = error ? (errorsId ?? `${id}-error`) : undefined;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', errorId ?? ''].filter(Boolean).join(' ') || undefined,
  };
}

/** Label, hint, the control, and the error beneath it unless the form lists its errors elsewhere. */
export function FieldFrame({ id, label, hint, error, errorsId, wide, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <Frame $wide={wide}>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children}
      {error && !errorsId && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Frame>
  );
}

type FieldProps = Omit<FieldFrameProps, 'id' | 'error'> & { name: string; id?: string };

export function TextField({ name, id, label, hint, errorsId, wide, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const [field] = useField(name);
  const frame = { id: id ?? `field-${name}`, label, hint, error: useShownError(name), errorsId, wide };
  return (
    <FieldFrame {...frame}>
      <Input {...field} {...input} {...describedControl(frame)} />
    </FieldFrame>
  );
}

export function SelectField({ name, id, label, hint, errorsId, wide, children, ...select }: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  const [field] = useField(name);
  const frame = { id: id ?? `field-${name}`, label, hint, error: useShownError(name), errorsId, wide };
  return (
    <FieldFrame {...frame}>
      <Select {...field} {...select} {...describedControl(frame)}>
        {children}
      </Select>
    </FieldFrame>
  );
}

const CheckboxLabel = styled.label`
  grid-column: 1 / -1;
  display: inline-flex;
  gap: 0.6rem;
  align-items: center;
  min-height: 48px;
  font-weight: 600;
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;

export function CheckboxField({ name, id, label }: { name: string; id?: string; label: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  const inputId = id ?? `field-${name}`;
  return (
    <CheckboxLabel htmlFor={inputId}>
      <input id={inputId} type="checkbox" {...field} />
      {label}
    </CheckboxLabel>
  );
}

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

/** A form's main button, across the form's width; while the form is pending it says so. */
const SubmitButton = styled(PrimaryButton)`
  width: 100%;
`;

export function PendingSubmit({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <SubmitButton type="submit" aria-busy={pending}>
      {pending ? pendingLabel : label}
    </SubmitButton>
  );
}

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
