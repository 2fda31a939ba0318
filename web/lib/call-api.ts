import type { z } from 'zod';
import { fillPath, type AnswerOf, type Endpoint, type NamedSchema, type PathParamNames } from '../../core/contracts/endpoint.ts';
import { apiClient, type RequestOptions } from './api-client.ts';
import { queryString } from './api/query-string.ts';

// The web's typed client of the endpoint contracts (core/contracts/, decision 044): the method and
// the address come from the contract, the path parameters, query and body are typed by it, and the
// answer by its `answer<T>()`. The call itself is lib/api-client.ts's: Bearer token, one refresh and
// retry on a 401, errors as ApiError.

type ParamsInput<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<E['path']>, string> };

type QueryInput<E extends Endpoint> = E['query'] extends z.ZodType
  ? { query?: { [K in keyof z.input<E['query']>]?: string | null } }
  : { query?: never };

type JsonBody<E extends Endpoint> = E['body'] extends NamedSchema<infer S> ? z.input<S> | z.output<S> : never;

type BodyInput<E extends Endpoint> = E['upload'] extends object
  ? { body: FormData | JsonBody<E> }
  : E['body'] extends NamedSchema
    ? { body: JsonBody<E> }
    : { body?: never };

/** What a call of `E` takes: its path parameters, query and body, each as the contract declares. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>, options?: RequestOptions] : [input: CallInput<E>, options?: RequestOptions];

/** The address of a call: the contract's path with its parameters filled in, and the query. */
function endpointUrl(endpoint: Endpoint, input: unknown): string {
  const { params = {}, query = {} } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | null | undefined>;
  };
  const defined = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | null] => entry[1] !== undefined));
  return `${fillPath(endpoint.path, params)}${queryString(defined)}`;
}

/** The address of a GET the browser opens itself: a navigation, an EventSource. */
export function endpointAddress<E extends Endpoint>(endpoint: E, input: Omit<CallInput<E>, 'body'>): string {
  return endpointUrl(endpoint, input);
}

/** Calls `endpoint` with its inputs; answers what the contract says it answers. */
export function callApi<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<AnswerOf<E>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  return apiClient.request<AnswerOf<E>>(endpoint.method, endpointUrl(endpoint, input), body, options);
}
