import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { expertCertificatesFixture } from '../expert-profile/expert.fixtures';
import { ExpertCertificates } from './expert-certificates';

describe('ExpertCertificates', () => {
  it('offers a PDF as a download, never drawn on the page; images open in the lightbox', () => {
    renderWithProviders(
      <ExpertCertificates certificates={expertCertificatesFixture} language="ro" />,
    );
    const link = screen.getByRole('link', {
      name: 'Descarcă documentul PDF: Certificat de peeling chimic',
    });
    expect(link).toHaveAttribute('href', '/demo/content/certificate.pdf');
    expect(link).toHaveAttribute('download');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
