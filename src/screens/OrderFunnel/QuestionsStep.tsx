import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId } from 'react';
import { errorsOnFields, type FieldsByPath } from '@/components/forms/contract-checks';
import { FieldGrid } from '@/components/forms/fields';
import { FormErrors } from '@/components/forms/FormErrors';
import { useErrorText } from '@/components/ui/ErrorList';
import type { Funnel } from '@/contracts/commissioning';
import { letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import type { ProductName } from '@/domain/products';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { answerPath, answerProblems } from './answers';
import { DeadlineNotice } from './DeadlineNotice';
import { DocumentField } from './DocumentField';
import { QuestionField } from './QuestionField';
import { KeepValues, StepButtons } from './step-parts';
import type { DraftDocuments } from './useDraftDocuments';

type Values = Record<string, string>;

/** Uploads are no form values: a document added or taken back checks the step again. */
function RecheckDocuments({ count }: { count: number }) {
  const { validateForm, submitCount } = useFormikContext<Values>();
  useEffect(() => {
    if (submitCount > 0) void validateForm();
  }, [count, submitCount, validateForm]);
  return null;
}

function LetterReceivedDeadline({ product }: { product: ProductName }) {
  const { values } = useFormikContext<Values>();
  return <DeadlineNotice product={product} received={values[letterReceivedQuestion]} />;
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
  onChange,
  onNext,
  onBack,
}: {
  product: ProductName;
  funnel: Funnel;
  step: number;
  typed: Values;
  uploads: DraftDocuments;
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

  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={(values) => {
        const problems = answerProblems(funnel, { ...typed, ...values }, { language, documentCategories: uploads.documents.map((document) => document.category), step });
        return errorsOnFields(problems, fields, text).onFields;
      }}
      onSubmit={onNext}
    >
      <Form noValidate>
        <KeepValues<Values> onChange={onChange} />
        <RecheckDocuments count={uploads.documents.length} />
        <FieldGrid>
          {questions.map((question) =>
            question.type === 'document' ? (
              <DocumentField key={question.id} question={question} idPrefix={errorsId} uploads={uploads} />
            ) : (
              <div key={question.id}>
                <QuestionField question={question} idPrefix={errorsId} />
                {question.id === letterReceivedQuestion && <LetterReceivedDeadline product={product} />}
              </div>
            ),
          )}
        </FieldGrid>
        <p role="status">{uploads.announcement ? t(`documents.${uploads.announcement.key}`, { name: uploads.announcement.name, existing: uploads.announcement.existing }) : ''}</p>
        <FormErrors id={errorsId} fields={fields} server={[]} />
        <StepButtons onBack={onBack} busy={uploads.sending.length > 0} />
      </Form>
    </Formik>
  );
}
