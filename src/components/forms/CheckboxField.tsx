import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { describedControl } from './fields';
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

/**
 * A checkbox with its label. With `errorsId` (the form's error list) it is marked invalid and
 * described by its item there while the form shows an error for it, e.g. a consent not given.
 */
export function CheckboxField({ name, id, label, errorsId }: { name: string; id?: string; label: ReactNode; errorsId?: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  const inputId = id ?? `field-${name}`;
  const error = useShownError(name);
  return (
    <CheckboxLabel htmlFor={inputId}>
      <input type="checkbox" {...field} {...(errorsId ? describedControl({ id: inputId, label: '', error, errorsId, name }) : { id: inputId })} />
      <span>{label}</span>
    </CheckboxLabel>
  );
}
