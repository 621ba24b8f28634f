import { useEffect, useState } from 'react';
import { checkRentBrake } from '@/api-client/calculators';
import type { Language } from '@/basics/language';
import { rentBrakeFunnelIds } from '@/components/calculators/rent-brake-values';
import { RentBrakeResult } from '@/components/calculators/RentBrakeResult';
import type { RentBrakeAnswer, RentBrakeQuestion } from '@/contracts/calculators';
import { type ExceptionAnswer, exceptionAnswers, type LandCode, landCodes, rentBrakeExceptionQuestions } from '@/contracts/vocabulary/calculators';
import type { ProductName } from '@/domain/products';
import { useTranslation } from '@/i18n/useTranslation';

type Answers = Record<string, string | number | undefined>;

/** The rent-brake check's question from the funnel's answers (the funnel asks the same as the calculator, plus the street; the Land always). */
function questionOf(answers: Answers): RentBrakeQuestion | undefined {
  const text = (id: string) => (typeof answers[id] === 'string' ? String(answers[id]) : undefined);
  const number = (id: string) => (typeof answers[id] === 'number' ? Number(answers[id]) : undefined);
  const postalCode = text(rentBrakeFunnelIds.postalCode);
  const signedOn = text(rentBrakeFunnelIds.signedOn);
  const netColdRent = number(rentBrakeFunnelIds.netColdRent);
  const livingArea = number(rentBrakeFunnelIds.livingArea);
  if (!postalCode || !signedOn || netColdRent === undefined || livingArea === undefined) return undefined;
  const exceptions = Object.fromEntries(
    rentBrakeExceptionQuestions.flatMap((question) => {
      const value = text(rentBrakeFunnelIds[question]);
      return value && (exceptionAnswers as readonly string[]).includes(value) ? [[question, value as ExceptionAnswer]] : [];
    }),
  );
  const municipality = text(rentBrakeFunnelIds.municipality);
  const land = text(rentBrakeFunnelIds.land);
  const tenancyStart = text(rentBrakeFunnelIds.tenancyStart);
  return {
    postalCode,
    signedOn,
    netColdRent,
    livingArea,
    ...exceptions,
    ...(municipality ? { municipality } : {}),
    ...(land && (landCodes as readonly string[]).includes(land) ? { land: land as LandCode } : {}),
    ...(tenancyStart ? { tenancyStart } : {}),
  };
}

export type Assessment = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'done'; answer: RentBrakeAnswer };

/**
 * The rent-brake check of the order's answers, by the same calculator the check page runs: the order
 * summary shows it, and the fee's example comes from its range.
 */
export function useRentBrakeAssessment(product: ProductName, answers: Answers, language: Language): Assessment {
  const question = product === 'rent-brake' ? questionOf(answers) : undefined;
  const key = question ? JSON.stringify(question) : '';
  // The answer for the question it was asked for; a changed question is loading until its answer comes.
  const [settled, setSettled] = useState<{ key: string; assessment: Assessment }>();
  useEffect(() => {
    if (!key) return;
    let current = true;
    checkRentBrake(JSON.parse(key) as RentBrakeQuestion, language).then(
      (response) => current && setSettled({ key, assessment: response.ok ? { status: 'done', answer: response.data } : { status: 'failed' } }),
      () => current && setSettled({ key, assessment: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [key, language]);
  if (!key) return { status: 'none' };
  return settled?.key === key ? settled.assessment : { status: 'loading' };
}

/** The check's answer in the order summary, without a call to action: the visitor is ordering already. */
export function RentBrakeAssessment({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('orderFunnel');
  if (assessment.status === 'none') return null;
  if (assessment.status === 'loading') return <p role="status">{t('rentBrake.checking')}</p>;
  if (assessment.status === 'failed') return <p role="alert">{t('rentBrake.failed')}</p>;
  return <RentBrakeResult answer={assessment.answer} headingLevel={3} focus={false} />;
}
