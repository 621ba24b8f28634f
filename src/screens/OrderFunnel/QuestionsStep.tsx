import { Formik, useFormikContext } from 'formik';
import { type ComponentType, useEffect, useId } from 'react';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { errorsOnFields, type FieldsByPath } from '@/components/forms/contract-checks';
import { FieldGrid } from '@/components/forms/fields';
import { FormErrors } from '@/components/forms/FormErrors';
import { useErrorText } from '@/components/ui/ErrorList';
import type { Funnel } from '@/contracts/commissioning';
import { lazyPart } from '@/components/ui/lazy-part';
import { letterReceivedQuestion } from '@/domain/deadlines/letter-received';
import type { ProductName } from '@/domain/products';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { answerPath, answerProblems, type IbanChecker } from './answers';

/** Whether a served question is asked for the values on screen (`asked_when`). */
const isAsked = (question: Funnel['steps'][number]['questions'][number], values: Values) => !question.asked_when || values[question.asked_when.question] === question.asked_when.value;
import { QuestionField } from './QuestionField';
import { KeepValues, StepButtons } from './step-parts';
import type { DraftDocuments } from './useDraftDocuments';

type Values = Record<string, string>;

/** Until a part's code is there: nothing, or its polite live region (so it is in place before it speaks); then the error. */
function partLoading({ liveRegion }: { liveRegion: boolean }): ComponentType<{ error?: Error | null }> {
  return function PartLoading({ error }) {
    const { t } = useTranslation('orderFunnel');
    if (error) return <p role="alert">{t('stepFailed')}</p>;
    return liveRegion ? <div aria-live="polite" /> : null;
  };
}

// What only some products' questions need loads when such a question is shown, not with the page: the
// upload field, the dismissal's deadline (with the calendar of holidays), the severance estimate and the
// account-fee claim.
const DocumentField = lazyPart(() => import('./DocumentField').then((module) => module.DocumentField), partLoading({ liveRegion: false }));
const DeadlineNotice = lazyPart(() => import('./DeadlineNotice').then((module) => module.DeadlineNotice), partLoading({ liveRegion: true }));
const SeveranceNotice = lazyPart(() => import('./SeveranceNotice').then((module) => module.SeveranceNotice), partLoading({ liveRegion: true }));
const FeeClaimNotice = lazyPart(() => import('./FeeClaimNotice').then((module) => module.FeeClaimNotice), partLoading({ liveRegion: true }));

/** Uploads are no form values: a document added or taken back checks the step again. */
function RecheckDocuments({ count }: { count: number }) {
  const { validateForm, submitCount } = useFormikContext<Values>();
  useEffect(() => {
    if (submitCount > 0) void validateForm();
  }, [count, submitCount, validateForm]);
  return null;
}

/** The deadline box for the day of receipt as typed, but only once that day passes the field's check. */
function LetterReceivedDeadline({ product, isValid }: { product: ProductName; isValid: (values: Values) => boolean }) {
  const { values } = useFormikContext<Values>();
  return <DeadlineNotice product={product} received={isValid(values) ? values[letterReceivedQuestion] : undefined} />;
}

/** The severance the answers so far point to, beneath the salary. */
function SeveranceFromAnswers({ product, typed }: { product: ProductName; typed: Values }) {
  const { values } = useFormikContext<Values>();
  return <SeveranceNotice product={product} typed={{ ...typed, ...values }} />;
}

/** The account-fee claim the answers so far point to, beneath the monthly fee. */
function FeeClaimFromAnswers({ typed }: { typed: Values }) {
  const { values } = useFormikContext<Values>();
  return <FeeClaimNotice typed={{ ...typed, ...values }} />;
}

/**
 * One step of the product's questions: its fields, checked by the funnel's rules as the service will
 * check them, each error at its field and listed under the form with a link to it (focus moves to the
 * list after a failed "Next").
 */
export function QuestionsStep({
  product,
  funnel,
  step,
  typed,
  uploads,
  checkIban,
  onChange,
  onNext,
  onBack,
}: {
  product: ProductName;
  funnel: Funnel;
  step: number;
  typed: Values;
  uploads: DraftDocuments;
  checkIban: IbanChecker;
  onChange: (values: Values) => void;
  onNext: () => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation('orderFunnel');
  const language = useLanguage();
  const text = useErrorText();
  const errorsId = useId();
  const questions = funnel.steps[step].questions;
  const fields: FieldsByPath<Values> = Object.fromEntries(questions.map((question) => [answerPath(question.id), question.id]));
  const initialValues = Object.fromEntries(questions.filter((question) => question.type !== 'document').map((question) => [question.id, typed[question.id] ?? '']));
  const documentCategories = uploads.documents.map((document) => document.category);
  const problemsOf = (values: Values) => answerProblems(funnel, { ...typed, ...values }, { language, documentCategories, step, checkIban });
  const receivedIsValid = (values: Values) => !problemsOf(values).some((problem) => problem.path === answerPath(letterReceivedQuestion));

  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={(values) => errorsOnFields(problemsOf(values), fields, text).onFields}
      onSubmit={onNext}
    >
      {({ values }) => (
        <ScriptedForm noValidate>
          <KeepValues<Values> onChange={onChange} />
          <RecheckDocuments count={uploads.documents.length} />
          <FieldGrid>
            {questions
              .filter((question) => isAsked(question, values))
              .map((question) =>
                question.type === 'document' ? (
                  <DocumentField key={question.id} question={question} idPrefix={errorsId} uploads={uploads} />
                ) : (
                  <div key={question.id}>
                    <QuestionField question={question} idPrefix={errorsId} />
                    {question.id === letterReceivedQuestion && <LetterReceivedDeadline product={product} isValid={receivedIsValid} />}
                    {product === 'dismissal' && question.id === 'salary' && <SeveranceFromAnswers product={product} typed={typed} />}
                    {product === 'account-fees' && question.id === 'monthly-fee' && <FeeClaimFromAnswers typed={typed} />}
                  </div>
                ),
              )}
          </FieldGrid>
          <p role="status">{uploads.announcement ? t(`documents.${uploads.announcement.key}`, { name: uploads.announcement.name, existing: uploads.announcement.existing }) : ''}</p>
          <FormErrors id={errorsId} fields={fields} server={[]} />
          <StepButtons onBack={onBack} busy={uploads.sending.length > 0} />
        </ScriptedForm>
      )}
    </Formik>
  );
}
