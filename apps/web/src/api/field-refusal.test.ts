import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { refusingFields } from './field-refusal';

/** A ky call answered with `status` and `body`, as the API would answer it. */
const answered = (status: number, body: unknown) =>
  ky.post('http://api.test/x/', {
    retry: 0,
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  });

describe('refusingFields', () => {
  it("rejects a 400's field errors as the machines' FieldRefusal", async () => {
    const refusal = { image: ['Upload a valid image (jpeg, png, webp or gif).'] };
    await expect(refusingFields(answered(400, refusal).json())).rejects.toEqual({
      fieldErrors: refusal,
    });
  });

  it('rejects any other failure as it came', async () => {
    await expect(refusingFields(answered(503, { detail: 'Down.' }).json())).rejects.toThrow(/503/);
  });

  it('passes an answer through', async () => {
    await expect(refusingFields(answered(200, { ok: true }).json())).resolves.toEqual({ ok: true });
  });
});
