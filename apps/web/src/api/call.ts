import {
  type AnswerOut,
  answerSchema,
  type BodyIn,
  type Endpoint,
  endpointPath,
  mayAnswer,
  type Outcome,
  type PathParams,
  type QueryIn,
} from '@academy/contract/endpoint';
import type { KyResponse, Options } from 'ky';
import type { z } from 'zod';
import { apiClient } from './client';

/**
 * The web client of a contract endpoint: the path filled from `params`, the body sent as JSON (or
 * as multipart where the endpoint takes files), the query without empty values, and the answer
 * parsed with the schema its status declares. Nothing here is written per endpoint.
 */
type CallInput<E extends Endpoint> = ParamsInput<E> &
  (E['body'] extends z.ZodType ? { body: BodyIn<E> | MultipartForm<E> } : { body?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: QueryIn<E> } : { query?: undefined }) & {
    /** ky's options for this call: an Idempotency-Key, retries, a signal. */
    options?: Options;
  };

/** A multipart endpoint also takes a form built by the caller (a file input's own form). */
type MultipartForm<E extends Endpoint> = E['bodyType'] extends 'multipart' ? FormData : never;

type ParamsInput<E extends Endpoint> = keyof PathParams<E> extends never
  ? { params?: undefined }
  : { params: PathParams<E> };

/** The input is optional where the endpoint needs none. */
type Args<E extends Endpoint> = keyof PathParams<E> extends never
  ? E['body'] extends z.ZodType
    ? [input: CallInput<E>]
    : [input?: CallInput<E>]
  : [input: CallInput<E>];

/** A successful answer, parsed; any other status throws ky's HTTPError (with the answer). */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: Args<E>
): Promise<AnswerOut<E>> {
  const response = await send(endpoint, input ?? {}, true);
  return (await parsed(endpoint, response)) as AnswerOut<E>;
}

/**
 * Any answer the endpoint declares, by status and parsed (`{ status: 409, body }` included), for
 * a caller to whom a refusal is an outcome, not an error. An undeclared status throws.
 */
export async function callForOutcome<E extends Endpoint>(
  endpoint: E,
  ...[input]: Args<E>
): Promise<Outcome<E>> {
  const response = await send(endpoint, input ?? {}, false);
  if (!mayAnswer(endpoint, response.status))
    throw new Error(`${endpoint.method.toUpperCase()} ${response.url}: ${response.status}`);
  return { status: response.status, body: await parsed(endpoint, response) } as Outcome<E>;
}

interface LooseInput {
  params?: unknown;
  body?: unknown;
  query?: unknown;
  options?: Options;
}

async function send(endpoint: Endpoint, input: LooseInput, throwHttpErrors: boolean) {
  const path = endpointPath(endpoint, input.params as Record<string, unknown> | undefined).slice(1);
  const api = await apiClient();
  return api(path, {
    method: endpoint.method,
    throwHttpErrors,
    ...(input.query ? { searchParams: searchParams(input.query as object) } : {}),
    ...(input.body === undefined
      ? {}
      : endpoint.bodyType === 'multipart'
        ? { body: formData(input.body as object) }
        : { json: input.body }),
    ...input.options,
  });
}

/** The answer's JSON through its status's schema; as sent where none is declared (or none). */
async function parsed(endpoint: Endpoint, response: KyResponse): Promise<unknown> {
  const schema = answerSchema(endpoint, response.status);
  if (schema) return schema.parse(await response.json());
  return response.status === 204 ? undefined : response.json().catch(() => undefined);
}

/** Query values as the server reads them; an empty value is left out, not sent as `''`. */
function searchParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}

/** A multipart body: files as files, lists as repeated fields, the rest as text. */
function formData(body: object): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      form.append(name, item instanceof Blob ? item : String(item));
  }
  return form;
}
