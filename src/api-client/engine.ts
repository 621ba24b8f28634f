import type { Language } from '@/i18n/language';
import { type ApiResponse, request, unexpectedResponse } from './http';

/**
 * The engine service (spec section 7): a case's history and a product's case-details questionnaire.
 *
 * The history call carries ENGINE_ACCESS_TOKEN, a server-side secret: call it only from
 * getServerSideProps. The token is read at run time and is not one of the build-time settings that
 * next.config.js inlines, so it never reaches a browser bundle.
 */

export interface EngineHistoryEntry {
  date: string;
  short: string;
  /** HTML; sanitise before rendering. */
  description: string;
}

export interface EngineCaseHistory {
  product_name: string;
  history: EngineHistoryEntry[];
  // Additions of this portal's engine; another engine may leave them out.
  reference_number?: string;
  status?: string;
  status_description?: string;
  reply_email?: string;
}

export type ScoutPosition = 'left' | 'right' | 'other';

export interface EngineScout {
  /** HTML; sanitise before rendering. */
  content: string;
  position: ScoutPosition | string;
  mobile_position: number | string;
  name?: string;
}

export interface CaseDetailsQuestionnaire {
  questionnaire: {
    steps: { categories: { name?: string; scouts: EngineScout[] }[] }[];
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const optionalString = (value: unknown) => value === undefined || value === null || isString(value);

function isCaseHistory(value: unknown): value is EngineCaseHistory {
  return (
    isObject(value) &&
    isString(value.product_name) &&
    Array.isArray(value.history) &&
    value.history.every((entry) => isObject(entry) && isString(entry.date) && isString(entry.short) && isString(entry.description)) &&
    optionalString(value.reference_number) &&
    optionalString(value.status) &&
    optionalString(value.status_description) &&
    optionalString(value.reply_email)
  );
}

function isQuestionnaire(value: unknown): value is CaseDetailsQuestionnaire {
  if (!isObject(value) || !isObject(value.questionnaire) || !Array.isArray(value.questionnaire.steps)) return false;
  const [first] = value.questionnaire.steps as unknown[];
  return (
    isObject(first) &&
    Array.isArray(first.categories) &&
    first.categories.every(
      (category) => isObject(category) && Array.isArray(category.scouts) && category.scouts.every((scout) => isObject(scout) && isString(scout.content)),
    )
  );
}

/** A page waits this long for the engine before it shows its "unavailable" message. */
const engineTimeoutMs = 10_000;

/** A well-formed answer of another shape is as useless as none: report it as unexpected. */
function checked<T>(response: ApiResponse<unknown>, isValid: (value: unknown) => value is T): ApiResponse<T> {
  if (!response.ok) return response;
  if (!isValid(response.data)) return { ok: false, status: response.status, errors: [unexpectedResponse] };
  return { ...response, data: response.data };
}

/** The history of a case. Server side only. */
export async function fetchCaseHistory(caseId: string, language: Language): Promise<ApiResponse<EngineCaseHistory>> {
  if (typeof window !== 'undefined') throw new Error('fetchCaseHistory carries a server secret and runs on the server only');
  const token = process.env.ENGINE_ACCESS_TOKEN?.trim();
  const response = await request<unknown>('engine', 'GET', '/api/request_history.json', {
    query: { id: caseId, locale: language },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(engineTimeoutMs),
  });
  return checked(response, isCaseHistory);
}

/** The case-details questionnaire of a product (`questionnaire.steps[0].categories`). */
export async function fetchCaseDetails(productName: string, language: Language): Promise<ApiResponse<CaseDetailsQuestionnaire>> {
  const response = await request<unknown>('engine', 'GET', `/api/v1/funnels/${encodeURIComponent(productName)}-case-details.json`, {
    query: { locale: language },
    signal: AbortSignal.timeout(engineTimeoutMs),
  });
  return checked(response, isQuestionnaire);
}
