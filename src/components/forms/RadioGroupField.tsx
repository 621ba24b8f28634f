import { useField } from 'formik';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { FieldError, fieldErrorId, Hint } from './fields';
import { useShownError } from './shown-errors';

const Group = styled.fieldset<{ $wide?: boolean }>`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  legend {
    padding: 0;
    margin-bottom: 0.3rem;
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.5rem;
`;

const Option = styled.label`
  display: inline-flex;
  gap: 0.6rem;
  align-items: center;
  min-height: 44px;
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;

/**
 * A question answered by choosing one of a few options (yes, no, I don't know), as radio buttons in
 * a fieldset whose legend is the question; the hint and the error beneath the question describe the
 * group, and the error each option too. ARIA has no invalid state for a radio button, so the options
 * carry `data-invalid` for FocusFirstError, which moves a failed submit's focus to the first.
 * None is chosen until the visitor chooses.
 */
export function RadioGroupField({ name, id, legend, hint, options, wide }: { name: string; id: string; legend: string; hint?: string; options: { value: string; label: string }[]; wide?: boolean }) {
  const [field] = useField(name);
  const error = useShownError(name);
  const described = [hint ? `${id}-hint` : '', error ? fieldErrorId(id) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Group id={id} $wide={wide} aria-describedby={described}>
      <legend>{legend}</legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={error ? fieldErrorId(id) : undefined}
              data-invalid={error ? true : undefined}
            />
            {option.label}
          </Option>
        ))}
      </Options>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </Group>
  );
}
