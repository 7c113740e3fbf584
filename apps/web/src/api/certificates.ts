import type { certificateSchema, certificateVerificationSchema } from '@academy/contract';
import { accountsEndpoints, certificatesEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { call, callForOutcome } from './call';
import { apiClient } from './client';
import { refusingFields } from './field-refusal';

export type Certificate = z.infer<typeof certificateSchema>;
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** How much of an upload has been sent; `total` is 0 while the size is unknown. */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * `GET /{lang}/accounts/users/{id}/` (spec 7.1): the user's profile id and its certificates and
 * diplomas, course certificates (issued by the academy) and own uploads alike.
 */
export async function loadCertificates(userId: number, language: Language) {
  const user = await call(accountsEndpoints.user, { params: { lang: language, id: userId } });
  return { profileId: user.profile.id, certificates: user.profile.certificates_and_diplomas };
}

/**
 * `POST /accounts/certificates_and_diplomas/` (spec 7.2) as form data. The file is sent with an
 * XMLHttpRequest when `onProgress` is given, which reports the bytes sent (fetch cannot, short of
 * request streams that need HTTP/2); the request is ky's all the same (prefix, token, timeout).
 */
export async function uploadCertificate(
  input: { user_profile_id: number; image: Blob; show: boolean },
  onProgress?: UploadProgress,
) {
  const form = new FormData();
  form.append('user_profile_id', String(input.user_profile_id));
  form.append('image', input.image);
  form.append('show', String(input.show));
  form.append('for_completing_the_course', 'false');
  return refusingFields(
    call(accountsEndpoints.addCertificate, {
      body: form,
      options: {
        retry: 0,
        timeout: 120_000,
        fetch: onProgress ? fetchWithUploadProgress(form, onProgress) : undefined,
      },
    }),
  );
}

/** `DELETE /accounts/certificates_and_diplomas/{id}/` (spec 7.2): 204, or 404 for another's. */
export async function deleteCertificate(id: number) {
  await call(accountsEndpoints.deleteCertificate, { params: { id }, options: { retry: 0 } });
}

/**
 * A course certificate's PDF (`pdf` of the certificate: an API path, or an absolute URL), fetched
 * with the session's token, as it is its owner's only.
 */
export async function loadCertificatePdf(pdf: string): Promise<Blob> {
  const api = await apiClient();
  return api.get(/^https?:\/\//.test(pdf) ? new URL(pdf) : pdf.replace(/^\/+/, '')).blob();
}

/**
 * Designed: `GET /{lang}/certificates/verify/{code}/`, public. What the academy confirms about a
 * certificate code (holder, course, date), or null when no certificate has that code (404).
 * Any other failure rejects.
 */
export async function verifyCertificate(
  code: string,
  language: Language,
): Promise<CertificateVerification | null> {
  const answer = await callForOutcome(certificatesEndpoints.verify, {
    params: { lang: language, code },
  });
  return answer.status === 200 ? answer.body : null;
}

/**
 * A fetch for ky that sends the request with an XMLHttpRequest, to report upload progress. It
 * takes the request ky built (URL, method, headers with the token) and sends `body` itself, so
 * the browser writes the multipart boundary. Without XMLHttpRequest it is the plain fetch.
 */
export function fetchWithUploadProgress(body: FormData, onProgress: UploadProgress) {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (typeof XMLHttpRequest === 'undefined') return fetch(request);
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.addEventListener('progress', (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : 0),
      );
      xhr.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('timeout', () => reject(new TypeError('Network request timed out')));
      xhr.addEventListener('abort', () =>
        reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError')),
      );
      if (request.signal.aborted) {
        xhr.abort();
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
