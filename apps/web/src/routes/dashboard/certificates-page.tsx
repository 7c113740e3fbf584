import { certificatesMachine } from '@academy/machines';
import { CertificatesView } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as certificates from '../../api/certificates';
import { orOnFailure } from '../../app/content-load';
import { usePaths } from '../../app/paths';
import { readSession } from '../../app/session-store';
import { languageOf } from '../language-loader';

/** The machine's actor id in its system: the upload reports its progress to it. */
const SYSTEM_ID = 'certificates';

/**
 * The logged-in user's certificates, from the profile (`GET /{lang}/accounts/users/{id}/`). A
 * failure is only logged and shows empty lists (spec 8); without a session there is nothing to
 * load (the login guard sends the visitor to login).
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { user, profile } = readSession();
  const none = { profileId: profile?.id ?? 0, certificates: [] };
  if (!user) return none;
  return orOnFailure(
    'accounts/certificates_and_diplomas',
    certificates.loadCertificates(user.id, language),
    none,
  );
}

/** Saves a fetched file under a name, as a download link would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Dashboard certificates (spec 2.9): course certificates with their PDF and verification page,
 * the user's own uploads (progress bar, lightbox, download, delete after confirmation) on the
 * certificates machine; a refused file type is the spec's alert (spec 5, Files).
 */
export function Page() {
  const data = useLoaderData<typeof loader>();
  const paths = usePaths();
  const { t } = useTranslation('flows');
  const actor = useActorRef(
    certificatesMachine.provide({
      actors: {
        uploadCertificate: fromPromise(async ({ input, system }) => {
          const { image } = input;
          if (!(image instanceof Blob)) throw new Error('uploadCertificate: not a file');
          return certificates.uploadCertificate(
            { user_profile_id: input.user_profile_id, image, show: input.show },
            (loaded, total) =>
              system.get(SYSTEM_ID)?.send({ type: 'upload.progress', loaded, total }),
          );
        }),
        deleteCertificate: fromPromise(({ input }) => certificates.deleteCertificate(input.id)),
      },
      actions: {
        showAlert: (_, { messageKey }) => window.alert(t(messageKey)),
        warn: (_, { error }) => console.warn('certificates', error),
      },
    }),
    { input: data, systemId: SYSTEM_ID },
  );
  return (
    <CertificatesView
      actor={actor}
      titleLevel={1}
      verificationHref={(code) => paths.certificate(code)}
      onDownloadPdf={({ code, pdf }) => {
        certificates
          .loadCertificatePdf(pdf)
          .then((blob) => saveFile(blob, `certificate-${code ?? 'academy'}.pdf`))
          .catch((error: unknown) => console.warn('certificates/pdf', error));
      }}
    />
  );
}
