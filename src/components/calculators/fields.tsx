import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from '@/styles/theme';

/** Two columns from tablet width on; a field may span both. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Box = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;

  ${media.tablet} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  label {
    font-weight: 600;
  }
`;

const control = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.55rem 0.75rem;
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

interface FieldFrame {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  wide?: boolean;
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Frame({ id, label, hint, error, wide, children }: FieldFrame & { children: ReactNode }) {
  return (
    <Box $wide={wide}>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Box>
  );
}

export function TextField({ id, label, hint, error, wide, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} wide={wide}>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </Frame>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  wide,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} wide={wide}>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </Select>
    </Frame>
  );
}

const CheckboxBox = styled.div`
  grid-column: 1 / -1;

  label {
    display: inline-flex;
    gap: 0.6rem;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 600;
    cursor: pointer;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;

export function CheckboxField({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <CheckboxBox>
      <label htmlFor={id}>
        <input id={id} type="checkbox" {...input} />
        {label}
      </label>
    </CheckboxBox>
  );
}
