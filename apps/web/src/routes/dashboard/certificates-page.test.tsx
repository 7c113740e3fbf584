import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { certificateCodeFixture, certificatesFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The calls the page made, as the stubbed fetch of test/setup.ts saw them. */
function recordCalls() {
  const calls: { method: string; url: string; auth: string | null }[] = [];
  const answer = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push({
      method: request.method,
      url: new URL(request.url).pathname,
      auth: request.headers.get('Authorization'),
    });
    return answer(request);
  });
  return calls;
}

const { XMLHttpRequest: xhr, alert: windowAlert } = globalThis;
const { createObjectURL, revokeObjectURL } = URL;

describe('dashboard certificates page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    sessionStorage.setItem('session', JSON.stringify(sessionFixture));
    // jsdom's XMLHttpRequest would go to the network: uploads take the fetch the tests answer.
    vi.stubGlobal('XMLHttpRequest', undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // Only this file's stubs: the fetch of test/setup.ts stays.
    vi.stubGlobal('XMLHttpRequest', xhr);
    vi.stubGlobal('alert', windowAlert);
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    sessionStorage.clear();
  });

  it('lists the course certificate with its PDF and verification page, and the own upload', async () => {
    const calls = recordCalls();
    const createUrl = vi.fn((_blob: Blob) => 'blob:certificate');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/ro/dashboard/certificates');

    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate' })).toBeVisible();
    const course = screen.getByRole('heading', {
      name: 'Peelinguri chimice: de la teorie la practică',
    });
    expect(course).toBeVisible();
    expect(screen.getByText(`Cod: ${certificateCodeFixture}`)).toBeVisible();
    expect(screen.getByRole('link', { name: /Pagina de verificare/ })).toHaveAttribute(
      'href',
      `/ro/certificate/${certificateCodeFixture}`,
    );
    expect(screen.getByRole('button', { name: 'Deschide Diplomă de cosmetolog' })).toBeVisible();
    // Only own uploads can be deleted.
    expect(screen.getAllByRole('button', { name: /^Șterge / })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Descarcă PDF/ }));
    await waitFor(() => expect(createUrl).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledOnce();
    expect(save.mock.contexts[0]).toHaveAttribute(
      'download',
      `certificate-${certificateCodeFixture}.pdf`,
    );
    expect(calls).toContainEqual({
      method: 'GET',
      url: `/api/certificates/${certificateCodeFixture}.pdf`,
      auth: `Token ${sessionFixture.token}`,
    });
  });

  it('alerts on a wrong file type and uploads nothing; a good file joins the list', async () => {
    const calls = recordCalls();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/ro/dashboard/certificates');
    const input = await screen.findByLabelText('Încarcă un certificat');

    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(alert).toHaveBeenCalledWith(
      'Tip de fișier nevalid. Selectați o imagine sau un fișier PDF valid.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.upload(input, new File(['png'], 'seminar.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Deschide seminar' })).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/accounts/certificates_and_diplomas/',
      auth: `Token ${sessionFixture.token}`,
    });
  });

  it('shows the upload progress the XMLHttpRequest reports, then the new certificate', async () => {
    let finish = () => {};
    class ProgressXhr {
      upload = new EventTarget();
      private events = new EventTarget();
      status = 0;
      statusText = '';
      response: Blob | null = null;
      responseType = '';
      open() {}
      setRequestHeader() {}
      addEventListener(type: string, listener: EventListener) {
        this.events.addEventListener(type, listener);
      }
      getAllResponseHeaders() {
        return 'content-type: application/json';
      }
      abort() {}
      send() {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { loaded: 50, total: 100, lengthComputable: true }),
        );
        finish = () => {
          this.status = 201;
          this.response = new Blob([
            JSON.stringify({
              ...certificatesFixture[1],
              id: 91,
              image: '/media/certificates/cv.png',
              title_ro: null,
            }),
          ]);
          this.events.dispatchEvent(new Event('load'));
        };
      }
    }
    vi.stubGlobal('XMLHttpRequest', ProgressXhr);
    const user = userEvent.setup();
    renderApp('/ro/dashboard/certificates');

    await user.upload(
      await screen.findByLabelText('Încarcă un certificat'),
      new File(['png'], 'cv.png', { type: 'image/png' }),
    );
    const bar = await screen.findByRole('progressbar', {
      name: 'Progresul încărcării pentru cv.png',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    finish();
    expect(await screen.findByRole('button', { name: 'Deschide cv' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks before deleting; cancel keeps the certificate, confirm removes it', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp('/ro/dashboard/certificates');
    const remove = await screen.findByRole('button', { name: 'Șterge Diplomă de cosmetolog' });

    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sigur doriți să ștergeți acest certificat?');
    await user.click(within(dialog).getByRole('button', { name: 'Anulează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Șterge Diplomă de cosmetolog' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Șterge' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Deschide Diplomă de cosmetolog' })).toBeNull(),
    );
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: '/api/accounts/certificates_and_diplomas/32/',
      auth: `Token ${sessionFixture.token}`,
    });
    expect(screen.getByText('Nu ați adăugat încă niciun certificat sau diplomă.')).toBeVisible();
  });

  it('shows empty lists when the certificates cannot be loaded (spec 8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(
      'session',
      JSON.stringify({ ...sessionFixture, user: { ...sessionFixture.user, id: 404 } }),
    );
    renderApp('/ro/dashboard/certificates');
    expect(await screen.findByText(/Finalizați un curs/)).toBeVisible();
    expect(screen.getByText(/Nu ați adăugat încă/)).toBeVisible();
  });
});
