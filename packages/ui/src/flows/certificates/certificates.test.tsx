import { type Certificate, certificatesMachine } from '@academy/machines';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flowMessages } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { CertificatesView } from './certificates';

const certificates: Certificate[] = [
  {
    id: 1,
    image: '/media/course.pdf',
    show: true,
    for_completing_the_course: true,
    course_name_en: 'Chemical peels',
    code: 'K7Q4M2X9PEEL3ZTA',
    pdf: '/certificates/K7Q4M2X9PEEL3ZTA.pdf',
  },
  { id: 2, image: '/media/seminar_2024.pdf', show: true, for_completing_the_course: false },
  { id: 3, image: '/media/award.png', show: true, for_completing_the_course: false },
];
const machine = certificatesMachine.provide({
  actors: {
    uploadCertificate: storyPromise({ settle: 'never' }),
    deleteCertificate: storyPromise({ settle: 'never' }),
  },
});

function View({ onDownloadPdf }: { onDownloadPdf?: (c: { pdf: string }) => void }) {
  const actor = useDrivenActor(machine, { input: { profileId: 1, certificates } });
  return (
    <CertificatesView
      actor={actor}
      verificationHref={(code) => `/en/certificate/${code}`}
      onDownloadPdf={onDownloadPdf}
    />
  );
}

const render = (props: Parameters<typeof View>[0] = {}) =>
  renderWithProviders(<View {...props} />, {
    language: 'en',
    namespaces: { flows: flowMessages },
  });

describe('CertificatesView', () => {
  it('offers an uploaded PDF as a download and an image in the lightbox', async () => {
    const user = userEvent.setup();
    render();
    const pdf = screen.getByRole('link', { name: 'Download seminar (PDF document)' });
    expect(pdf).toHaveAttribute('href', '/media/seminar_2024.pdf');
    expect(pdf).toHaveAttribute('download');
    await user.click(screen.getByRole('button', { name: 'Open award' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'award' })).toHaveAttribute(
      'src',
      '/media/award.png',
    );
  });

  it('hands the course PDF to the app to download, and links the verification page', async () => {
    const onDownloadPdf = vi.fn();
    const user = userEvent.setup();
    render({ onDownloadPdf });
    expect(screen.getByRole('heading', { name: 'Chemical peels' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(onDownloadPdf).toHaveBeenCalledWith(
      expect.objectContaining({ pdf: '/certificates/K7Q4M2X9PEEL3ZTA.pdf' }),
    );
    expect(screen.getByRole('link', { name: 'Verification page' })).toHaveAttribute(
      'href',
      '/en/certificate/K7Q4M2X9PEEL3ZTA',
    );
  });
});
