import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meFixture, profileFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The own profile as the API answers its owner, unlocked (owns a course) and published. */
const unlocked = {
  ...profileFixture,
  my_page_available: true,
  landing_page_is_active: true,
  user_page_slide: [
    { id: 41, user: 7, title: 'Peeling', description: '<p>Trei ședințe</p>', image: '/a.png' },
  ],
};

/** Answers the own profile with `profile`, records the other calls and their bodies. */
function answerProfile(profile: object) {
  const calls: {
    method: string;
    path: string;
    form: Record<string, string> | null;
    json: unknown;
  }[] = [];
  const answer = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.endsWith(`/accounts/users/${meFixture.id}/`)) {
      calls.push({ method: 'GET', path, form: null, json: null });
      return new Response(JSON.stringify({ id: meFixture.id, profile }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    if (request.method !== 'GET') {
      const type = request.headers.get('content-type') ?? '';
      const copy = request.clone();
      calls.push({
        method: request.method,
        path,
        form: type.includes('multipart')
          ? Object.fromEntries(
              [...(await copy.formData()).entries()].map(([k, v]) => [k, String(v)]),
            )
          : null,
        json: type.includes('json') ? await copy.json() : null,
      });
    }
    return answer(request);
  });
  return calls;
}

describe('dashboard my page', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('is locked for an account that owns no course', async () => {
    answerProfile({ ...profileFixture, my_page_available: false });
    renderApp('/ro/dashboard/my-page');
    expect(await screen.findByText('Disponibil la cumpărarea cursului')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvează' })).toBeNull();
  });

  it('saves the fields, publishing and a hidden certificate, then shows the toast', async () => {
    const calls = answerProfile(unlocked);
    const user = userEvent.setup();
    renderApp('/ro/dashboard/my-page');

    const name = await screen.findByLabelText('Nume');
    expect(screen.getByRole('link', { name: /Deschide într-o fereastră nouă/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/ro/expert/${meFixture.id}/`,
    );
    await user.clear(name);
    await user.type(name, 'Ana Rusu-Popa');
    await user.click(screen.getByRole('button', { name: /Diplomă de cosmetolog/ }));
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    expect(await screen.findByText('Salvare reușită')).toBeVisible();
    const profilePatch = calls.find((call) => call.path.endsWith('/accounts/user_profile/7/'));
    expect(profilePatch?.form).toMatchObject({
      name: 'Ana Rusu-Popa',
      landing_page_is_active: 'true',
      currency: 'mdl',
    });
    expect(profilePatch?.form).not.toHaveProperty('image');
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/accounts/certificates_and_diplomas/32/',
        json: { show: false },
      }),
    );
  });

  it('adds a work slide and refetches the page instead of reloading it', async () => {
    const calls = answerProfile(unlocked);
    // Spies, which the afterEach restores: test files share the environment's URL.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:slide');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/ro/dashboard/my-page');

    await user.click(await screen.findByRole('button', { name: 'Adaugă o lucrare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucrare nouă' });
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Completați titlul')).toBeVisible();
    await user.upload(
      screen.getByLabelText('Imaginea'),
      new File(['png'], 'after.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Titlu'), 'Lifting');
    await user.click(screen.getByRole('textbox', { name: 'Descriere' }));
    await user.keyboard('Masaj');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/accounts/slide_after_before/',
        form: expect.objectContaining({
          title: 'Lifting',
          user: '7',
          description: expect.stringContaining('Masaj'),
        }),
      }),
    );
    // The loader ran again (the profile read once more), no page reload.
    const reads = () => calls.filter((call) => call.method === 'GET').length;
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));
  });
});
