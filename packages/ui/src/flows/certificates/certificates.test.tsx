import { type Certificate, certificatesMachine } from '@academy/machines';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowMessages } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { CertificatesView } from './certificates';
import { NARROW_SCREEN_QUERY } from './use-narrow-screen';

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

/** A screen as wide as `narrow` says, for the view's media query. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_SCREEN_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const render = (props: Parameters<typeof View>[0] = {}) =>
  renderWithProviders(<View {...props} />, {
    language: 'en',
    namespaces: { flows: flowMessages },
  });

describe('CertificatesView', () => {
  const { matchMedia } = globalThis;
  afterEach(() => vi.stubGlobal('matchMedia', matchMedia));

  it('opens a PDF in the lightbox on a wide screen', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Open seminar (PDF document)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('seminar')).toHaveAttribute('src', '/media/seminar_2024.pdf');
  });

  it('opens a PDF in a new tab at 430 px or less, an image still in the lightbox', async () => {
    screenWidth(true);
    render();
    expect(
      screen.getByRole('link', { name: 'Open seminar in a new tab (PDF document)' }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Open award' })).toBeVisible();
  });

  it('hands the course PDF to the app to download, and links the verification page', async () => {
    screenWidth(false);
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
