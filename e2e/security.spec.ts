import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * Issue 14, "the page defends itself": the headers of a public page, a login-only page and an
 * error, as the start command serves them, and a page that still starts under its policy.
 */
const ANSWERS = {
  'a public page': { path: '/en/course/1', status: 200 },
  'a login-only page': { path: '/en/dashboard/courses', status: 200 },
  'an error': { path: '/assets/no-such-chunk.js', status: 404 },
};

for (const [what, { path, status }] of Object.entries(ANSWERS)) {
  test(`${what} carries the security headers`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(status);
    const headers = res.headers();
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/,
    );
    expect(headers['content-security-policy']).not.toContain('nonce');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
}

test("a page's policy names by hash exactly its inline scripts, the same bytes each time", async ({
  request,
}) => {
  for (const path of ['/en/course/1', '/en/dashboard/courses']) {
    const res = await request.get(path);
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !attributes?.includes('application/'))
      .map(
        ([, , text]) =>
          `'sha256-${createHash('sha256')
            .update(text ?? '')
            .digest('base64')}'`,
      );
    const named = res.headers()['content-security-policy']?.match(/'sha256-[^']+'/g);
    expect(named, path).toEqual(inline);
    // No per-answer part: the next answer is the same page, and its ETag revalidates it.
    const etag = res.headers().etag ?? '';
    const again = await request.get(path, { headers: { 'if-none-match': etag } });
    expect(again.status(), path).toBe(304);
  }
});

test('a page starts under its policy, and an inline script without its hash does not run', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/en/course/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What injected markup would try: an inline handler and an inline script.
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.injected = true');
    // Listeners run in the order they were added: the inline handler's turn (refused) comes
    // before this one, so once it runs the handler has had its chance.
    const failed = new Promise((resolve) => img.addEventListener('error', resolve, { once: true }));
    img.src = '/no-such-image.png';
    document.body.append(img);
    await failed;
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  // The fixture fails a journey on any refusal; these two were the point, so they are cleared.
  cspViolations.splice(0);
});
