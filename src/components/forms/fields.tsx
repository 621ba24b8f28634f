/**
 * The portal's form kit: every form field is one of these, bound to formik by name, and shows its
 * error by one rule (shown-errors.ts). A field always shows its error at itself, between its label (and
 * hint) and the control, where a phone's keyboard leaves it in view, and the control is described by it.
 * Forms with an error list as well (FormErrors) link each listed error to its field.
 */
import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from '@/styles/theme';
import { useShownError } from './shown-errors';

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

/** The look of a text input or select. */
export const control = css`
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
  /** The field's name in the form. */
  name?: string;
  /** Spans both columns of a two-column grid. */
  wide?: boolean;
}

/** The id of a field's error message, which describes its control. */
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

/** What a control needs to be marked invalid and described by its hint and its error message. */
export function describedControl({ id, hint, error }: Pick<FieldFrameProps, 'id' | 'hint' | 'error'>) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', error ? fieldErrorId(id) : ''].filter(Boolean).join(' ') || undefined,
  };
}

/** Label, hint, the error (when there is one), then the control. */
export function FieldFrame({ id, label, hint, error, wide, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <Frame $wide={wide}>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
      {children}
    </Frame>
  );
}

export type FieldProps = Omit<FieldFrameProps, 'id' | 'error' | 'name'> & { name: string; id?: string };

export function TextField({ name, id, label, hint, wide, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const [field] = useField(name);
  const frame = { id: id ?? `field-${name}`, name, label, hint, error: useShownError(name), wide };
  return (
    <FieldFrame {...frame}>
      <Input {...field} {...input} {...describedControl(frame)} />
    </FieldFrame>
  );
}

const TextArea = styled.textarea`
  ${control}
  min-height: 8rem;
  resize: vertical;
`;

/** Text of several lines (a message, a history entry's text). */
export function TextAreaField({ name, id, label, hint, wide, ...textarea }: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  const [field] = useField(name);
  const frame = { id: id ?? `field-${name}`, name, label, hint, error: useShownError(name), wide };
  return (
    <FieldFrame {...frame}>
      <TextArea {...field} {...textarea} {...describedControl(frame)} />
    </FieldFrame>
  );
}
