import { errorResponseSchema, fieldErrorsSchema } from '@academy/contract';
import { LANGUAGES } from '@academy/contract/languages';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { type ResponseDoc, type RouteSpec, routeRegistry } from '../../lib/route';

type JsonSchema = Record<string, unknown>;

const toJson = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      // Files of multipart bodies (z.custom) become binary strings.
      const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
      if (def?.type === 'custom')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'binary' });
    },
  }) as JsonSchema;

/** An error answer: `{detail}`, or DRF-style field errors where the input is checked. */
const badRequestSchema = z.union([errorResponseSchema, fieldErrorsSchema]);
const errorDoc = (description: string): ResponseDoc => ({
  description,
  schema: errorResponseSchema,
});

/**
 * The answers of a route: its own, plus those the route helper gives every route of its kind
 * (field errors for a checked body or query, 401 without a token, 404 for a missing id, 429).
 */
function answersOf(spec: RouteSpec, path: string): Record<number, ResponseDoc> {
  const answers = { ...spec.responses };
  if (spec.body || spec.query) {
    answers[400] = {
      description: answers[400]?.description ?? 'Field errors',
      schema: badRequestSchema,
    };
  }
  if (spec.auth === 'token') answers[401] ??= errorDoc('No valid token');
  if (/\{(?!lang\}|path\})\w+\}/.test(path)) answers[404] ??= errorDoc('Not found');
  if (spec.rateLimit) answers[429] ??= errorDoc('Too many requests');
  return answers;
}

function responseOf(doc: ResponseDoc): Record<string, unknown> {
  const content = doc.file
    ? { [doc.file]: { schema: { type: 'string', format: 'binary' } } }
    : doc.schema
      ? { 'application/json': { schema: toJson(doc.schema, 'output') } }
      : undefined;
  return { description: doc.description, ...(content ? { content } : {}) };
}

/** The OpenAPI 3.1 document of every registered route, built from the contract's zod schemas. */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, spec] of [...routeRegistry.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const path = key.slice(key.indexOf(' ') + 1);
    const parameters: unknown[] = [];
    for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema:
          name === 'path'
            ? { type: 'string' }
            : name === 'code'
              ? { type: 'string', pattern: '^[A-Za-z0-9]{6,64}$' }
              : name === 'lang'
                ? { type: 'string', enum: [...LANGUAGES] }
                : { type: 'integer', minimum: 1 },
      });
    }
    if (spec.query) {
      const json = toJson(spec.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(json.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: json.required?.includes(name) ?? false,
          schema,
        });
      }
    }
    if (spec.auth !== 'none') {
      parameters.push({
        name: 'Authorization',
        in: 'header',
        required: spec.auth === 'token',
        schema: { type: 'string', pattern: '^Token [0-9a-f]{40}$' },
      });
    }
    const operation: Record<string, unknown> = {
      summary: spec.summary,
      tags: [spec.tag],
      parameters,
      responses: Object.fromEntries(
        Object.entries(answersOf(spec, path)).map(([status, doc]) => [status, responseOf(doc)]),
      ),
    };
    if (spec.auth === 'token') operation.security = [{ token: [] }];
    if (spec.designed)
      operation['x-designed'] = 'The spec marks this call "not shown"; this is our design.';
    // The staff roles a back-office call is for (401 without a token, 403 for anyone else).
    if (spec.roles) operation['x-roles'] = [...spec.roles];
    if (spec.rateLimit) operation['x-rate-limit'] = spec.rateLimit;
    if (spec.rawBody) {
      const binary = { schema: { type: 'string', format: 'binary' } };
      operation.requestBody = { required: true, content: { [spec.rawBody]: binary } };
    }
    if (spec.body) {
      const type = spec.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
      operation.requestBody = {
        required: true,
        content: { [type]: { schema: toJson(spec.body, 'input') } },
      };
    }
    paths[path] = {
      ...paths[path],
      ...(spec.atRoot ? { servers: [{ url: '/', description: 'Outside the API prefix' }] } : {}),
      [spec.method]: operation,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Academy API',
      version: '1.0.0',
      description:
        'Exact paths of spec section 7. Errors: {detail} or DRF-style field errors {field: [messages]}. ' +
        'Operations marked x-designed are the calls the spec leaves "not shown".',
    },
    // Beside the web app the API is under /api (server.ts); alone it answers at the root. Media
    // and legal PDFs keep the root on both (their paths carry servers of their own).
    servers: [
      { url: '/api', description: 'One origin with the web app' },
      { url: '/', description: 'The API alone' },
    ],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' },
      },
    },
    paths,
  };
}

let cached: JsonSchema | null = null;

export const openapiRoutes = new Hono<AppEnv>().get('/openapi.json', (c) => {
  cached ??= buildOpenApi();
  return c.json(cached);
});
