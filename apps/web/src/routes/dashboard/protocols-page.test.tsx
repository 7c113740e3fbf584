import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { protocolsFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('dashboard protocols page', { timeout: 15_000 }, () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('lists the protocol files by course, each opening in a new tab', async () => {
    renderApp('/ro/dashboard/protocols');
    expect(await screen.findByRole('heading', { level: 1, name: 'Protocoale' })).toBeVisible();
    for (const protocol of protocolsFixture) {
      const link = await screen.findByRole('link', {
        name: `${protocol.title} (se deschide într-o filă nouă)`,
      });
      expect(link).toHaveAttribute('href', protocol.file);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(screen.getByRole('heading', { level: 2, name: protocol.course.name })).toBeVisible();
    }
  });

  it('shows the empty message when the protocols fail (only logged, spec 8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const usual = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      return request.url.includes('courses/protocols/')
        ? Response.json({ detail: 'boom' }, { status: 400 })
        : usual(input, init);
    });
    renderApp('/en/dashboard/protocols');
    expect(
      await screen.findByText('The protocols of the courses you buy will appear here.'),
    ).toBeVisible();
    expect(warn).toHaveBeenCalledWith('protocols', expect.anything());
  });
});
