import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress, uploadCertificate } from './certificates';
import { setTokenSource } from './client';

/** A stand-in XMLHttpRequest: records what is sent, reports two progress steps, answers 201. */
class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  upload = new EventTarget();
  private events = new EventTarget();
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {}
  send(body: unknown) {
    FakeXhr.sent.push({ ...this.request, body });
    const progress = (loaded: number) =>
      Object.assign(new Event('progress'), { loaded, total: 200, lengthComputable: true });
    queueMicrotask(() => {
      this.upload.dispatchEvent(progress(80));
      this.upload.dispatchEvent(progress(200));
      this.status = 201;
      this.statusText = 'Created';
      this.response = new Blob([
        JSON.stringify({
          id: 5,
          image: '/media/certificates/a.png',
          show: true,
          for_completing_the_course: false,
          user_profile_id: 7,
          id_course: null,
          ...Object.fromEntries(
            ['ro', 'ru', 'en', 'fr', 'es'].flatMap((l) => [
              [`title_${l}`, null],
              [`course_name_${l}`, null],
            ]),
          ),
          code: null,
          pdf: null,
          issued_at: '2026-03-12T09:30:00Z',
        }),
      ]);
      this.events.dispatchEvent(new Event('load'));
    });
  }
}

const { XMLHttpRequest: xhr } = globalThis;

describe('certificate upload with progress', () => {
  /** The app's token source, put back after a test replaced it: files share the API client. */
  let appTokenSource: (() => string) | undefined;
  afterEach(() => {
    vi.stubGlobal('XMLHttpRequest', xhr);
    if (appTokenSource) setTokenSource(appTokenSource);
    appTokenSource = undefined;
    FakeXhr.sent = [];
  });

  it('sends the form with the token through XMLHttpRequest and reports the bytes sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    appTokenSource = setTokenSource(() => 'abc');
    const progress: [number, number][] = [];
    const image = new File(['png'], 'a.png', { type: 'image/png' });

    const certificate = await uploadCertificate(
      { user_profile_id: 7, image, show: true },
      (loaded, total) => progress.push([loaded, total]),
    );

    expect(certificate.id).toBe(5);
    expect(progress).toEqual([
      [80, 200],
      [200, 200],
    ]);
    const [sent] = FakeXhr.sent;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toMatch(/\/api\/accounts\/certificates_and_diplomas\/$/);
    expect(sent?.headers.authorization).toBe('Token abc');
    // The browser writes the multipart boundary of the form it sends.
    expect(sent?.headers['content-type']).toBeUndefined();
    const form = sent?.body as FormData;
    expect(form.get('user_profile_id')).toBe('7');
    expect(form.get('for_completing_the_course')).toBe('false');
    expect((form.get('image') as File).name).toBe('a.png');
  });

  it('is the plain fetch where there is no XMLHttpRequest', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const send = fetchWithUploadProgress(new FormData(), () => {});
    const response = await send('http://localhost/api/time/');
    expect(response.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledOnce();
    fetchSpy.mockRestore();
  });
});
