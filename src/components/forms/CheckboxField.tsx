import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { describedControl, FieldError, fieldErrorId, Hint } from './fields';
import { useShownError } from './shown-errors';

const CheckboxLabel = styled.label`
  grid-column: 1 / -1;
  display: inline-flex;
  gap: 0.6rem;
  align-items: center;
  min-height: 48px;
  font-weight: 600;
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;

const CheckboxHint = styled(Hint)`
  grid-column: 1 / -1;
  margin-top: -0.5rem;
  padding-left: 1.85rem;
`;

const CheckboxError = styled(FieldError)`
  grid-column: 1 / -1;
`;

/**
 * A checkbox with its label (which may hold a link) and an optional hint beneath. While the form shows
 * an error for it (a consent not given), the error stands right above it and describes it.
 */
export function CheckboxField({ name, id, label, hint }: { name: string; id?: string; label: ReactNode; hint?: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  const inputId = id ?? `field-${name}`;
  const error = useShownError(name);
  return (
    <>
      {error && <CheckboxError id={fieldErrorId(inputId)}>{error}</CheckboxError>}
      <CheckboxLabel htmlFor={inputId}>
        <input type="checkbox" {...field} {...describedControl({ id: inputId, hint, error })} />
        <span>{label}</span>
      </CheckboxLabel>
      {hint && <CheckboxHint id={`${inputId}-hint`}>{hint}</CheckboxHint>}
    </>
  );
}
