import { Button } from '@academy/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import type { MissingRecord } from '../../app/missing-record';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';

/**
 * What a page shows in the site's frame when it cannot: "not found" for a record that does not
 * exist (the server's 404, app/missing-record.ts), with a link to where the visitor goes on; for
 * any other failure, a translated message and a retry instead of the router's developer screen.
 * In the browser the visitor then goes on by themselves, as spec 2.1 has it: the page is for
 * search engines, link previews and a browser without scripts.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('web');
  const language = useLanguage();
  const navigate = useNavigate();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const fallback = missing ? (error.data as MissingRecord | null)?.fallback : undefined;
  useEffect(() => {
    if (missing) void navigate(fallback ?? pathsFor(language).home(), { replace: true });
    else console.error('route', error);
  }, [missing, fallback, language, navigate, error]);
  const key = missing ? 'notFound' : 'routeError';
  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full justify-items-start gap-4 pt-16">
      <PageHead title={t(`${key}.title`)} noindex />
      <h1 className="font-display text-3xl font-semibold text-balance md:text-4xl">
        {t(`${key}.title`)}
      </h1>
      <p className="text-muted-foreground max-w-prose">{t(`${key}.text`)}</p>
      {missing ? (
        <Button asChild>
          <RouterLink href={fallback ?? pathsFor(language).home()}>{t('notFound.back')}</RouterLink>
        </Button>
      ) : (
        <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
      )}
    </div>
  );
}
