import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateCodeFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('certificate verification page', { timeout: 15_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms who earned which course and when, with the code, to a visitor', async () => {
    renderApp(`/ro/certificate/${certificateCodeFixture}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acest certificat este autentic' }),
    ).toBeVisible();
    expect(screen.getByText('Ana Rusu')).toBeVisible();
    expect(screen.getByText('Peelinguri chimice: de la teorie la practică')).toBeVisible();
    expect(screen.getByText('12 martie 2026')).toHaveAttribute('datetime', '2026-03-12');
    expect(screen.getByText(certificateCodeFixture)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Descoperiți cursurile academiei' })).toHaveAttribute(
      'href',
      '/ro/category',
    );
  });

  it('says plainly that an unknown code is unknown, in the page language', async () => {
    renderApp('/en/certificate/NOSUCHCODE2345');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown certificate' }),
    ).toBeVisible();
    expect(screen.getByText(/NOSUCHCODE2345/)).toBeVisible();
    expect(screen.queryByText('Ana Rusu')).toBeNull();
  });

  it('does not call a code unknown when the check itself fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.includes('/certificates/verify/')
        ? new Response('{}', { status: 500 })
        : new Response('{"detail":"Not found."}', { status: 404 });
    });
    renderApp(`/ro/certificate/${certificateCodeFixture}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Certificatul nu poate fi verificat acum',
      }),
    ).toBeVisible();
  });
});
