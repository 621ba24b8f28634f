import { useEffect, useRef } from 'react';
import { ButtonRow, SecondaryButton } from '@/components/ui/buttons';
import { ErrorMessages, useErrorText } from '@/components/ui/ErrorList';
import type { Funnel } from '@/contracts/commissioning';
import type { ErrorItem } from '@/contracts/errors';
import { useTranslation } from '@/i18n/useTranslation';
import { contactFields } from './contact-details';

export interface StepProblem {
  step: number;
  title: string;
  text: string;
}

/**
 * The service's verdict on earlier steps: each answer's or contact field's problem under its label,
 * with the step it belongs to; the rest (the summary's own fields, the order as a whole) stays apart.
 */
export function useStepProblems(funnel: Funnel, stepTitles: string[], serverErrors: ErrorItem[]): { stepProblems: StepProblem[]; otherErrors: ErrorItem[] } {
  const { t } = useTranslation('orderFunnel');
  const errorText = useErrorText();
  const questionsById = new Map(funnel.steps.flatMap((step, index) => step.questions.map((question) => [question.id, { question, step: index }] as const)));
  const contactStep = funnel.steps.length;
  const stepProblems = serverErrors.flatMap((error): StepProblem[] => {
    if (error.path?.startsWith('answers.')) {
      const found = questionsById.get(error.path.slice('answers.'.length));
      if (found) return [{ step: found.step, title: stepTitles[found.step], text: t('errors.onStep', { question: found.question.label, error: errorText(error) }) }];
    }
    const contactField = error.path ? contactFields[error.path] : undefined;
    if (contactField) {
      return [{ step: contactStep, title: stepTitles[contactStep], text: t('errors.onStep', { question: t(`contact.${contactField}`), error: errorText(error) }) }];
    }
    return [];
  });
  const otherErrors = serverErrors.filter((error) => !error.path?.startsWith('answers.') && !(error.path && contactFields[error.path]));
  return { stepProblems, otherErrors };
}

/** Where the order went wrong in an earlier step: each problem named by its question, with the way back there. */
export function StepProblems({ problems, onGo }: { problems: StepProblem[]; onGo: (step: number) => void }) {
  const { t } = useTranslation('orderFunnel');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) list.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  const steps = [...new Map(problems.map((problem) => [problem.step, problem.title])).entries()];
  return (
    <div ref={list} tabIndex={-1} aria-live="polite">
      <ErrorMessages label={t('errors.label')} messages={problems.map((problem) => ({ text: problem.text, withIcon: true }))} />
      <ButtonRow>
        {steps.map(([step, title]) => (
          <SecondaryButton key={step} type="button" onClick={() => onGo(step)}>
            {t('errors.goToStep', { step: title })}
          </SecondaryButton>
        ))}
      </ButtonRow>
    </div>
  );
}
