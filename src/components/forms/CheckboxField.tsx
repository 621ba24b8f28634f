import { useField } from 'formik';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

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
