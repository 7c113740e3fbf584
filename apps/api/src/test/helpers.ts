import type { createTestApp } from './test-app';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

export const DEMO = {
  student: 'student.md@academy.demo',
  doctor: 'doctor.ro@academy.demo',
  client: 'client.ru@academy.demo',
  outside: 'outside@academy.demo',
  pending: 'pending@academy.demo',
  specialist: 'specialist@academy.demo',
  expertDoctor: 'expert.doctor@academy.demo',
  expertRo: 'expert.ro@academy.demo',
  hidden: 'expert.hidden@academy.demo',
} as const;
export const DEMO_PASSWORD = 'Demo12345!';

export async function login(
  app: TestApp,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.request('/auth/token/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { auth_token: string }).auth_token;
}

/** A JSON request; `token` adds the Authorization header. */
export function send(
  app: TestApp,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    raw?: string;
    form?: FormData;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  let body: RequestInit['body'];
  if (options.form) body = options.form;
  else if (options.raw !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.raw;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return app.request(path, { method, headers, body });
}

export async function json<T = Record<string, unknown>>(
  res: Response | Promise<Response>,
): Promise<T> {
  return (await (await res).json()) as T;
}

/** Smallest valid files of each kind, for upload tests. */
export const FILES = {
  png: () =>
    new File(
      [
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
          'base64',
        ),
      ],
      'photo.png',
      { type: 'image/png' },
    ),
  pdf: () => new File(['%PDF-1.4\n%%EOF\n'], 'diploma.pdf', { type: 'application/pdf' }),
  /** HTML pretending to be a PNG: right extension and MIME type, wrong bytes. */
  fakePng: () => new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' }),
  exe: () => new File(['MZ\x90\x00'], 'tool.exe', { type: 'application/octet-stream' }),
};
