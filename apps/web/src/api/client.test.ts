import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, setTokenSource } from './client';

/** A fetch that answers each request with the next status, and keeps the requests it got. */
function answering(...statuses: number[]) {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return Response.json({ at: sent.length }, { status: statuses[sent.length - 1] ?? 200 });
  };
  return { sent, fetch };
}

afterEach(() => {
  vi.doUnmock('ky');
});

describe('apiClient: ky, loaded at the first call', () => {
  it('is one client for every call', async () => {
    expect(await apiClient()).toBe(await apiClient());
  });

  it("sends the session's token, under /api/, and tries a failed GET once more", async () => {
    const server = answering(503, 200);
    const restore = setTokenSource(() => 'key-1');
    try {
      const api = await apiClient();
      expect(await api.get('ro/things/', { fetch: server.fetch }).json()).toEqual({ at: 2 });
    } finally {
      setTokenSource(restore);
    }
    expect(server.sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/ro/things/',
      '/api/ro/things/',
    ]);
    expect(server.sent.map((request) => request.headers.get('Authorization'))).toEqual([
      'Token key-1',
      'Token key-1',
    ]);
  });

  it('throws the HTTP error of a refused call, and does not try a POST again', async () => {
    const server = answering(503, 200);
    const api = await apiClient();
    await expect(api.post('ro/things/', { fetch: server.fetch })).rejects.toMatchObject({
      name: 'HTTPError',
      response: { status: 503 },
    });
    expect(server.sent).toHaveLength(1);
  });

  it('loads ky again at the next call when loading it failed (the file unreachable)', async () => {
    // A copy of the module of its own, whose client is not loaded yet.
    const fresh: typeof import('./client') = await import(
      /* @vite-ignore */ `./client?${'unloaded'}`
    );
    vi.doMock('ky', () => {
      throw new Error('offline');
    });
    await expect(fresh.apiClient()).rejects.toThrow();
    vi.doUnmock('ky');
    const api = await fresh.apiClient();
    expect(typeof api.get).toBe('function');
  });
});
