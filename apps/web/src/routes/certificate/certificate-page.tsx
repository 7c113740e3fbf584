import { CertificateVerification, type CertificateVerificationResult } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { withStatus } from '../../app/missing-record';
import { PageHead } from '../../app/page-head';
import { usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

/**
 * What the academy confirms about the code in the URL: the certificate (holder, course, date),
 * unknown (404), or unavailable when the check itself failed (never shown as unknown).
 */
export async function loader(args: LoaderFunctionArgs): Promise<CertificateVerificationResult> {
  const language = languageOf(args);
  const code = args.params.code ?? '';
  try {
    const { verifyCertificate } = await import('../../api/drawn-pages');
    const certificate = await verifyCertificate(code, language);
    return certificate
      ? { status: 'verified', certificate }
      : withStatus({ status: 'unknown', code }, 404);
  } catch (error) {
    console.warn('certificates/verify', error);
    return { status: 'unavailable', code };
  }
}

/**
 * The public verification page of a course certificate (`/{lang}/certificate/{code}`, the QR
 * code on its PDF): who earned which course and when, and nothing else about the person. Not for
 * search engines: a name someone shares by a link is not the site's content.
 */
export function Page() {
  const result = useLoaderData<typeof loader>();
  const paths = usePaths();
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHead
        title={`${t('certificates.verify.eyebrow')} · ${result.status === 'verified' ? result.certificate.code : result.code}`}
        noindex
      />
      <CertificateVerification
        result={result}
        coursesHref={paths.category()}
        LinkComponent={RouterLink}
      />
    </>
  );
}
