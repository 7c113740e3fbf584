import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_SCREEN_QUERY } from '../../flows/certificates/use-narrow-screen';
import { renderWithProviders } from '../../test/render';
import { expertCertificatesFixture } from '../expert-profile/expert.fixtures';
import { ExpertCertificates } from './expert-certificates';

const pdfName = 'Deschide documentul PDF: Certificat de peeling chimic';

function narrowScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_SCREEN_QUERY,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('ExpertCertificates', () => {
  const { matchMedia } = globalThis;
  afterEach(() => vi.stubGlobal('matchMedia', matchMedia));

  it('opens a PDF in an embedded viewer', async () => {
    narrowScreen(false);
    renderWithProviders(
      <ExpertCertificates certificates={expertCertificatesFixture} language="ro" />,
    );
    await userEvent.click(screen.getByRole('button', { name: pdfName }));
    const dialog = await screen.findByRole('dialog', { name: 'Certificat de peeling chimic' });
    expect(within(dialog).getByTitle('Certificat de peeling chimic')).toHaveAttribute(
      'src',
      '/demo/content/certificate.pdf',
    );
  });

  it('opens a PDF in a new tab on screens of 430 px or less', () => {
    narrowScreen(true);
    renderWithProviders(
      <ExpertCertificates certificates={expertCertificatesFixture} language="ro" />,
    );
    const link = screen.getByRole('link', {
      name: 'Deschide documentul PDF într-o filă nouă: Certificat de peeling chimic',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
