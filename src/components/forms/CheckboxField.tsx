import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { describedControl, Hint } from './fields';
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

/**
 * A checkbox with its label (which may hold a link) and an optional hint beneath. With `errorsId` (the
 * form's error list) it is marked invalid and described by its item there while the form shows an
 * error for it, e.g. a consent not given.
 */
export function CheckboxField({ name, id, label, hint, errorsId }: { name: string; id?: string; label: ReactNode; hint?: string; errorsId?: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  const inputId = id ?? `field-${name}`;
  const error = useShownError(name);
  return (
    <>
      <CheckboxLabel htmlFor={inputId}>
        <input type="checkbox" {...field} {...(errorsId || hint ? describedControl({ id: inputId, label: '', hint, error, errorsId, name }) : { id: inputId })} />
        <span>{label}</span>
      </CheckboxLabel>
      {hint && <CheckboxHint id={`${inputId}-hint`}>{hint}</CheckboxHint>}
    </>
  );
}
