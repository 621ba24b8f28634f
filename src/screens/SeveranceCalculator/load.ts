import { calculateSeverance } from '@/api-client/calculators';
import { type AnsweredOnServer, answerOnServer, valuesOfQuery } from '@/components/calculators/answered-on-server';
import { emptySeveranceValues, severanceQuestionOf, type SeveranceValues } from '@/components/calculators/SeveranceCalculator';
import type { SeveranceAnswer, SeveranceQuestion } from '@/contracts/calculators';
import type { Loader } from '@/page-setup/server-page';

export interface SeveranceCalculatorData {
  /** The calculation of the query's values (the form sent with GET, or a shared result), if it holds any. */
  answered: AnsweredOnServer<SeveranceValues, SeveranceAnswer> | null;
}

/** A GET with the form's fields is answered on the server: the page works without JavaScript, and a result's URL can be shared. */
export const loadSeveranceCalculator: Loader<SeveranceCalculatorData> = async ({ language, query }) => {
  const values = valuesOfQuery(emptySeveranceValues, query);
  if (!values) return { data: { answered: null } };
  const { request, unreadable } = severanceQuestionOf(values, language);
  return { data: { answered: await answerOnServer(values, unreadable, () => calculateSeverance(request as SeveranceQuestion)) } };
};
