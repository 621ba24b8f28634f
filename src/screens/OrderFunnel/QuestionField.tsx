import { useField } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { dayInGermany } from '@/basics/calendar';
import { control, describedControl, FieldError, FieldFrame, fieldErrorId, Hint, TextField } from '@/components/forms/fields';
import { useShownError } from '@/components/forms/shown-errors';
import type { FunnelQuestion } from '@/contracts/commissioning';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

/** Browser autofill for the questions that ask what a browser knows. */
const autoCompleteOf: Record<string, string> = {
  street: 'address-line1',
  'postal-code': 'postal-code',
  city: 'address-level2',
};

const Textarea = styled.textarea`
  ${control}
  min-height: 7rem;
  resize: vertical;
`;

const Choices = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: 0.3rem;
    font-weight: 600;
  }
`;

const Choice = styled.label`
  display: flex;
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

/** The label with its unit and, for questions that may stay open, "optional". */
function useLabel(question: FunnelQuestion) {
  const { t } = useTranslation('orderFunnel');
  const unit = question.type === 'amount' && question.unit ? ` (${t(`units.${question.unit as 'EUR'}`)})` : '';
  return `${question.label}${unit}${question.required ? '' : ` (${t('optional')})`}`;
}

/** Radio buttons in a group: the question is the legend; its error stands under it, before the choices. */
function ChoiceField({ question, id }: { question: FunnelQuestion; id: string }) {
  const [field] = useField(question.id);
  const error = useShownError(question.id);
  const described = [question.hint ? `${id}-hint` : '', error ? fieldErrorId(id) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Choices aria-describedby={described}>
      <legend>{useLabel(question)}</legend>
      {question.hint && <Hint id={`${id}-hint`}>{question.hint}</Hint>}
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
      {(question.options ?? []).map((option, index) => (
        <Choice key={option.value}>
          <input type="radio" {...field} id={`${id}-${index}`} value={option.value} checked={field.value === option.value} />
          {option.label}
        </Choice>
      ))}
    </Choices>
  );
}

function MultilineField({ question, id }: { question: FunnelQuestion; id: string }) {
  const [field] = useField(question.id);
  const frame = { id, name: question.id, label: useLabel(question), hint: question.hint, error: useShownError(question.id) };
  return (
    <FieldFrame {...frame}>
      <Textarea {...field} {...describedControl(frame)} maxLength={question.max_length} />
    </FieldFrame>
  );
}

/** One question of the funnel as a form field, by its type; documents are DocumentField's. */
export function QuestionField({ question, idPrefix }: { question: FunnelQuestion; idPrefix: string }) {
  const label = useLabel(question);
  // Today in Germany bounds a day that has already happened; read when the field is first used, since
  // the page may have been open since yesterday.
  const [today, setToday] = useState<string>();
  const id = `${idPrefix}-field-${question.id}`;
  const common = { id, name: question.id, label, hint: question.hint };
  switch (question.type) {
    case 'text':
      if (question.multiline) return <MultilineField question={question} id={id} />;
      return <TextField {...common} maxLength={question.max_length} autoComplete={autoCompleteOf[question.id]} />;
    case 'postal-code':
      return <TextField {...common} inputMode="numeric" maxLength={5} autoComplete={autoCompleteOf[question.id] ?? 'off'} />;
    case 'day':
      return (
        <TextField
          {...common}
          type="date"
          min={question.earliest}
          max={question.not_future ? today : undefined}
          onFocus={() => setToday(dayInGermany(new Date()))}
        />
      );
    case 'amount':
      return <TextField {...common} inputMode="decimal" />;
    case 'iban':
      return <TextField {...common} autoComplete="off" spellCheck={false} autoCapitalize="characters" />;
    case 'choice':
      return <ChoiceField question={question} id={id} />;
    default:
      return null;
  }
}
