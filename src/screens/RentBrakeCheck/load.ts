import { checkRentBrake } from '@/api-client/calculators';
import { type AnsweredOnServer, answerOnServer } from '@/components/calculators/answered-on-server';
import { rentBrakeQuestionOf, type RentBrakeValues, rentBrakeValuesOfQuery } from '@/components/calculators/rent-brake-values';
import type { RentBrakeAnswer, RentBrakeQuestion } from '@/contracts/calculators';
import type { Loader } from '@/page-setup/server-page';

export interface RentBrakeCheckData {
  /** The check of the query's values (the form sent with GET, or a shared result), if it holds any. */
  answered: AnsweredOnServer<RentBrakeValues, RentBrakeAnswer> | null;
}

/** A GET with the form's fields is answered on the server: the page works without JavaScript, and a result's URL can be shared. */
export const loadRentBrakeCheck: Loader<RentBrakeCheckData> = async ({ language, query }) => {
  const values = rentBrakeValuesOfQuery(query);
  if (!values) return { data: { answered: null } };
  const { request, unreadable } = rentBrakeQuestionOf(values, language);
  return { data: { answered: await answerOnServer(values, unreadable, () => checkRentBrake(request as RentBrakeQuestion, language)) } };
};
