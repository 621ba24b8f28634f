import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { control, describedControl, FieldFrame, type FieldProps } from './fields';
import { useShownError } from './shown-errors';

const Select = styled.select`
  ${control}
`;

export function SelectField({ name, id, label, hint, wide, children, ...select }: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  const [field] = useField(name);
  const frame = { id: id ?? `field-${name}`, name, label, hint, error: useShownError(name), wide };
  return (
    <FieldFrame {...frame}>
      <Select {...field} {...select} {...describedControl(frame)}>
        {children}
      </Select>
    </FieldFrame>
  );
}
