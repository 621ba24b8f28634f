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
  /** The body is a file's bytes (an upload), not JSON: no body schema. */
  upload?: true;
}

export type Endpoint<Spec extends EndpointSpec = EndpointSpec> = Spec & {
  /** The path with its `{name}` segments filled in. */
  pathWith(params: ParamsOf<Spec>): string;
  checkBody(value: unknown, context?: AnyObject): Checked<BodyOf<Spec>>;
  checkQuery(value: unknown): Checked<QueryOf<Spec>>;
  checkAnswer(value: unknown): Checked<AnswerOf<Spec>>;
};

export type BodyOf<E extends EndpointSpec> = E['body'] extends Schema ? InferType<E['body']> : undefined;
export type QueryOf<E extends EndpointSpec> = E['query'] extends Schema ? InferType<E['query']> : undefined;
export type AnswerOf<E extends EndpointSpec> = InferType<E['answer']>;

/** The names of a path's `{name}` segments. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The values of an endpoint's path parameters, by name. */
export type ParamsOf<E extends Pick<EndpointSpec, 'path'>> = { [Name in PathParamNames<E['path']>]: string };

/** What a request sends as its body: the contract's JSON, a file's bytes for an upload, nothing otherwise. */
export type RequestBodyOf<E extends EndpointSpec> = E['upload'] extends true ? Blob : BodyOf<E>;

const nothing = { ok: true, value: undefined } as const;

/** An endpoint of a contract; `const` keeps its path's literal type, so its parameters are typed by name. */
export function endpoint<const Spec extends EndpointSpec>(spec: Spec): Endpoint<Spec> {
  return {
    ...spec,
    pathWith: (params) =>
      spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = (params as Record<string, string | undefined>)[name];
        if (value === undefined) throw new Error(`${spec.path} needs the parameter "${name}"`);
        return encodeURIComponent(value);
      }),
    checkBody: (value, context) => (spec.body ? check(spec.body, value, context) : nothing) as Checked<BodyOf<Spec>>,
    checkQuery: (value) => (spec.query ? check(spec.query, value) : nothing) as Checked<QueryOf<Spec>>,
    checkAnswer: (value) => check(spec.answer, value) as Checked<AnswerOf<Spec>>,
  };
}
