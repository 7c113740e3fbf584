import { endpoint } from '@academy/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, callForOutcome } from './call';

const itemSchema = z.object({ id: z.number(), name: z.string().default('') });
const refusalSchema = z.object({ detail: z.string() });

const rename = endpoint({
  method: 'post',
  paths: ['/{lang}/things/{id}/rename/'],
  summary: 'A declaration for these tests',
  tag: 'test',
  auth: 'token',
  query: z.object({ page: z.coerce.number().optional(), q: z.string().optional() }),
  body: z.object({ name: z.string() }),
  responses: {
    200: { description: 'Renamed', schema: itemSchema },
    409: { description: 'Taken', schema: refusalSchema },
  },
});

const upload = endpoint({
  method: 'post',
  paths: ['/things/'],
  summary: 'A multipart declaration for these tests',
  tag: 'test',
  auth: 'token',
  bodyType: 'multipart',
  body: z.object({ title: z.string(), file: z.instanceof(File) }),
  responses: { 201: { description: 'Created', schema: itemSchema } },
});

/** A fetch that answers `status` with `body` and keeps the request it got. */
function answering(status: number, body: unknown) {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return Response.json(body, { status });
  };
  return { sent, fetch };
}

describe('call: a contract declaration is the web client', () => {
  it('fills the path, leaves empty query values out, sends the JSON body, parses the answer', async () => {
    const server = answering(200, { id: 5 });
    const answer = await call(rename, {
      params: { lang: 'ro', id: 5 },
      query: { page: 2, q: '' },
      body: { name: 'Ana' },
      options: { fetch: server.fetch },
    });
    expect(answer).toEqual({ id: 5, name: '' });
    const [request] = server.sent;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname + new URL(request?.url ?? '').search).toBe(
      '/api/ro/things/5/rename/?page=2',
    );
    expect(await request?.json()).toEqual({ name: 'Ana' });
  });

  it('throws on a refusal, which callForOutcome gives as an answer with its parsed body', async () => {
    const input = { params: { lang: 'ro', id: 5 }, body: { name: 'Ana' } } as const;
    const taken = answering(409, { detail: 'Taken' });
    await expect(call(rename, { ...input, options: { fetch: taken.fetch } })).rejects.toThrow();
    expect(await callForOutcome(rename, { ...input, options: { fetch: taken.fetch } })).toEqual({
      status: 409,
      body: { detail: 'Taken' },
    });
    const broken = answering(500, { detail: 'Oops' });
    await expect(
      callForOutcome(rename, { ...input, options: { fetch: broken.fetch } }),
    ).rejects.toThrow(/500/);
  });

  it('sends a multipart body as form data, files as files', async () => {
    const server = answering(201, { id: 1, name: 'a' });
    const file = new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' });
    await call(upload, { body: { title: 'A', file }, options: { fetch: server.fetch } });
    const form = (await server.sent[0]?.formData()) ?? new FormData();
    expect(form.get('title')).toBe('A');
    expect((form.get('file') as File).name).toBe('a.pdf');
  });

  it('a call that does not match its declaration does not compile', () => {
    const typeChecks = () => {
      // @ts-expect-error the path's {id} is missing
      void call(rename, { params: { lang: 'ro' }, body: { name: 'Ana' } });
      // @ts-expect-error the body's name must be a string
      void call(rename, { params: { lang: 'ro', id: 1 }, body: { name: 1 } });
      // @ts-expect-error the body is required
      void call(upload);
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
