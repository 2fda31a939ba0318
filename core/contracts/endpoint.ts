import type { z } from 'zod';
import type { Role } from '../accounts/auth.schema.ts';

// One declaration per HTTP endpoint (docs/decisions/044-endpoint-contracts.md): the Koa binding
// (api/routes/bind-endpoint.ts) registers, guards and parses from it, the OpenAPI document
// (api/openapi/build-openapi.ts) describes it, the web client (web/lib/call-api.ts) calls it, and
// the security suite walks the list of them (core/contracts/all-contracts.ts).

export type Access =
  /** Anyone, no token. */
  | 'visitor'
  /** A valid access token of any role; who owns what is the use case's call (403 or 404). */
  | 'signed-in'
  /** The refresh cookie, not the access token. */
  | 'refresh-cookie'
  /** A valid access token of one of these roles (403 for the others). */
  | readonly Role[];

/** A zod schema and the name it has under the document's components.schemas. */
export type NamedSchema<S extends z.ZodType = z.ZodType> = { name: string; schema: S };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = {
  method: Method;
  /** Koa syntax (`/api/transactions/:id`), the full path as the router table holds it. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters other than uuids (every other `:param` is a uuid the use case checks). */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject | z.ZodPipe;
  /** A JSON body: the schema the route parses. */
  body?: NamedSchema;
  /**
   * multipart/form-data with one file field (and, for sign-up, the JSON body as a `payload`
   * field); `maxBodyBytes` is the most a valid upload can be, the rest is refused unread.
   */
  upload?: { field: string; description: string; payload?: NamedSchema; maxBodyBytes: number };
  /**
   * Honours an optional Idempotency-Key (docs/decisions/006-no-automatic-mutation-retry.md); the
   * value names the route in the key's scope.
   */
  idempotent?: string;
  /** Success statuses and what they carry. Error answers are added from the access and inputs. */
  responses: Record<number, string>;
  /** Media types of a success answer other than JSON (a file, a stream). */
  produces?: readonly string[];
  /** Left out of the public document, with why (the Telegram webhook: only Telegram calls it). */
  undocumented?: string;
  /** The success answer's type, for the typed web client (`answer<T>()`); no value at run time. */
  answer?: Answer<unknown>;
};

declare const answerType: unique symbol;
/** Carries a type only: what the endpoint answers, as the web client reads it. */
export type Answer<T> = { readonly [answerType]?: T };
export const answer = <T>(): Answer<T> => ({});
/** The declared answer type of an endpoint; `unknown` when none is declared. */
export type AnswerOf<E extends Endpoint> = NonNullable<E['answer']> extends Answer<infer T> ? T : unknown;

/** Checks an endpoint against the shape while keeping its literal types for the typed client. */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

export const named = <S extends z.ZodType>(name: string, schema: S): NamedSchema<S> => ({ name, schema });

/** `'/api/requests/:id/join'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The names of a Koa path's `:params`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
}

/** The path with its `:params` filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
