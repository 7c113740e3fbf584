import { isRegistrationRejection } from '@academy/machines';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from './auth';

/** The next call is answered `status` with `body`, as the API (or a proxy before it) would. */
function answerNext(status: number, body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('register', () => {
  const payload = [['email', 'ana@example.com']] as const;

  it("rejects an undeclared failure (500) with its status, as the machine's rejection", async () => {
    answerNext(500, { detail: 'Server error.' });
    const error = await register(payload).catch((rejection: unknown) => rejection);
    expect(isRegistrationRejection(error)).toBe(true);
    expect(error).toEqual({ status: 500, emailBusy: false, fileRefused: false });
  });

  it('rejects a busy email and a refused file (400) with their flags', async () => {
    answerNext(400, { email: ['email este ocupat'], 'profile.file': ['Invalid file.'] });
    await expect(register(payload)).rejects.toEqual({
      status: 400,
      emailBusy: true,
      fileRefused: true,
    });
  });

  it('resolves on 201', async () => {
    answerNext(201, {
      id: 7,
      username: 'ana',
      email: 'ana@example.com',
      is_active: false,
      detail: 'Pending verification.',
    });
    await expect(register(payload)).resolves.toBeUndefined();
  });
});
