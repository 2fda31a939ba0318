import { z } from 'zod';
import { errorCodes } from '../../core/errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../core/idempotency/idempotency-key.ts';
import { text } from '../../core/validation/text.ts';
import { ENDPOINTS } from '../../core/contracts/all-contracts.ts';
import { pathParamNames as pathParams, type Endpoint, type NamedSchema } from '../../core/contracts/endpoint.ts';

// Turns the endpoint contracts (core/contracts/) into an OpenAPI 3.1 document. 3.1's schema dialect is JSON Schema 2020-12,
// which is what z.toJSONSchema writes by default, so every body and query schema goes in as zod
// renders it, for its input side (what a client sends, before transforms and defaults).

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: unknown }>;
    securitySchemes: Record<string, unknown>;
  };
};

const REFRESH_COOKIE = 'ajarin_refresh';

/** The JSON Schema of what a client may send; `$schema` is left out, the document's dialect covers it. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input' });
  return rest;
}

// The one error answer of every route (api/middleware/error-handler.ts).
const errorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: text().meta({ description: 'Indonesian, shown to the user as it is' }),
    details: z
      .record(text(), z.unknown())
      .optional()
      .meta({ description: 'Safe extra data: the failing field, seconds left in a cooldown' }),
  }),
});

const ERROR_RESPONSES: Record<number, string> = {
  400: 'Invalid input (`VALIDATION`); nothing changed',
  401: 'No valid access token, or the refresh cookie is missing or spent',
  403: 'This role or user may not do it (`Akses Ditolak`)',
  404: 'No such thing, or not visible to this user',
  413: 'The upload is too large',
  429: 'Too many attempts; `details` says when to try again',
};

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const errorRef = (status: number) => ({ $ref: `#/components/responses/Error${status}` });

function security(access: Endpoint['access']): Record<string, string[]>[] | undefined {
  if (access === 'visitor') return undefined;
  if (access === 'refresh-cookie') return [{ refreshCookie: [] }];
  return [{ bearerAuth: [] }];
}

function accessNote(access: Endpoint['access']): string {
  if (access === 'visitor') return 'Anyone.';
  if (access === 'refresh-cookie') return 'The refresh cookie.';
  if (access === 'signed-in') return 'Any signed-in user; ownership is checked by the use case.';
  return `Signed-in ${access.join(' or ')} only.`;
}

function parameters(spec: Endpoint): unknown[] {
  const inPath = pathParams(spec.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: spec.params?.[name] ? inputJsonSchema(spec.params[name]) : { type: 'string', format: 'uuid' },
  }));
  const query = spec.query ? inputJsonSchema(spec.query) : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const headers = spec.idempotent
    ? [
        {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description: 'Optional: a repeat with the same key answers the first result without doing it again.',
          schema: { type: 'string' },
        },
      ]
    : [];
  return [...inPath, ...inQuery, ...headers];
}

function requestBody(spec: Endpoint, register: (named: NamedSchema) => unknown): unknown {
  const content: Record<string, unknown> = {};
  if (spec.body) content['application/json'] = { schema: register(spec.body) };
  if (spec.upload) {
    const { field, description, payload } = spec.upload;
    const properties: Record<string, unknown> = { [field]: { type: 'string', contentMediaType: 'application/octet-stream', description } };
    if (payload)
      properties.payload = {
        type: 'string',
        contentMediaType: 'application/json',
        contentSchema: register(payload),
        description: 'The JSON body, as text',
      };
    content['multipart/form-data'] = {
      schema: { type: 'object', properties, ...(payload ? { required: ['payload'] } : { required: [field] }) },
    };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

function responses(spec: Endpoint): Record<string, unknown> {
  const produces = spec.produces ?? ['application/json'];
  const answers: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(spec.responses)) {
    // No body to describe: 204, and the redirects a browser follows.
    const bodiless = status === '204' || status.startsWith('3');
    answers[status] = bodiless ? { description } : { description, content: Object.fromEntries(produces.map((type) => [type, {}])) };
  }
  const errors = new Set<number>();
  if (spec.body || spec.upload || spec.query || spec.params || pathParams(spec.path).length) errors.add(400);
  if (spec.access !== 'visitor') errors.add(401);
  if (Array.isArray(spec.access) || spec.access === 'signed-in') errors.add(403);
  if (pathParams(spec.path).length) errors.add(404);
  if (spec.upload) errors.add(413);
  for (const status of [...errors].sort()) answers[String(status)] ??= errorRef(status);
  return answers;
}

const operationId = (spec: Endpoint) =>
  `${spec.method.toLowerCase()}${spec.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`;

export function buildOpenApiDocument(endpoints: readonly Endpoint[] = ENDPOINTS): OpenApiDocument {
  const specs = endpoints.filter((spec) => spec.undocumented === undefined);
  const schemas: Record<string, JsonSchema> = {};
  const owners = new Map<string, z.ZodType>();
  // A name stands for one zod object: two routes parsing the same schema share one component.
  const register = ({ name, schema }: NamedSchema) => {
    const owner = owners.get(name);
    if (owner && owner !== schema) throw new Error(`Two schemas are named ${name}`);
    owners.set(name, schema);
    schemas[name] ??= inputJsonSchema(schema);
    return { $ref: `#/components/schemas/${name}` };
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const spec of specs) {
    const path = toOpenApiPath(spec.path);
    const body = requestBody(spec, register);
    const parameterList = parameters(spec);
    paths[path] ??= {};
    paths[path][spec.method.toLowerCase()] = {
      operationId: operationId(spec),
      tags: [spec.tag],
      summary: spec.summary,
      description: [spec.description, `Access: ${accessNote(spec.access)}`].filter(Boolean).join('\n\n'),
      ...(parameterList.length ? { parameters: parameterList } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(spec),
      ...(security(spec.access) ? { security: security(spec.access) } : {}),
    };
  }

  schemas.Error = inputJsonSchema(errorSchema);
  const errorResponses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      `Error${status}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );

  return {
    openapi: '3.1.1',
    info: {
      title: 'Ajarin API',
      version: '1',
      description:
        'The JSON API of Ajarin. Request bodies and queries are generated from the zod schemas the routes validate with. ' +
        'Every error answers `{ error: { code, message, details? } }` with an Indonesian message.',
    },
    tags: [...new Set(specs.map((spec) => spec.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from sign-in, confirm-email or refresh (15 minutes).',
        },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: REFRESH_COOKIE,
          description: 'HttpOnly, path /api/auth; rotates on every refresh.',
        },
      },
    },
  };
}
