import type { AnyObject, InferType } from 'yup';
import { type Checked, check, type ContractSchema } from './rules';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = ContractSchema;

/** What one endpoint takes and answers. Server routes and the api-client are both built from it. */
export interface EndpointSpec {
  method: Method;
  /** `{name}` segments are path parameters, e.g. `/api/backoffice/cases/{reference}`. */
  path: string;
  /** The JSON body it takes. */
  body?: Schema;
  /** Its query parameters, as strings (a schema may turn them into numbers). */
  query?: Schema;
  /** The body of a successful answer. */
  answer: Schema;
}

export type Endpoint<Spec extends EndpointSpec = EndpointSpec> = Spec & {
  /** The path with its `{name}` segments filled in. */
  pathWith(params?: Record<string, string>): string;
  checkBody(value: unknown, context?: AnyObject): Checked<BodyOf<Spec>>;
  checkQuery(value: unknown): Checked<QueryOf<Spec>>;
  checkAnswer(value: unknown): Checked<AnswerOf<Spec>>;
};

export type BodyOf<E extends EndpointSpec> = E['body'] extends Schema ? InferType<E['body']> : undefined;
export type QueryOf<E extends EndpointSpec> = E['query'] extends Schema ? InferType<E['query']> : undefined;
export type AnswerOf<E extends EndpointSpec> = InferType<E['answer']>;

const nothing = { ok: true, value: undefined } as const;

export function endpoint<Spec extends EndpointSpec>(spec: Spec): Endpoint<Spec> {
  return {
    ...spec,
    pathWith: (params = {}) =>
      spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`${spec.path} needs the parameter "${name}"`);
        return encodeURIComponent(value);
      }),
    checkBody: (value, context) => (spec.body ? check(spec.body, value, context) : nothing) as Checked<BodyOf<Spec>>,
    checkQuery: (value) => (spec.query ? check(spec.query, value) : nothing) as Checked<QueryOf<Spec>>,
    checkAnswer: (value) => check(spec.answer, value) as Checked<AnswerOf<Spec>>,
  };
}
