import { CheckIcon, CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/button/button';

type CopyState = 'idle' | 'copied' | 'failed';
const COPIED_FEEDBACK_MS = 2500;

/** The public page's address (spec 2.9): open it in a new window or copy it, with feedback. */
export function PersonalLink({ url }: { url: string }) {
  const { t } = useTranslation('ui');
  const [copy, setCopy] = useState<CopyState>('idle');
  // The path names the page (/{lang}/expert/{id}/); Copy and Open use the whole address.
  const displayed = URL.canParse(url) ? new URL(url).pathname : url;
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const copyLink = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <div data-slot="personal-link" className="bg-muted/50 grid gap-2 rounded-xl border p-4">
      <span className="text-sm font-medium">{t('my-page.link')}</span>
      <div className="flex flex-wrap items-center gap-2">
        <code className="bg-surface min-w-0 flex-1 truncate rounded-md border px-3 py-2 text-sm select-all max-sm:basis-full">
          {displayed}
        </code>
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <ExternalLinkIcon className="size-4" aria-hidden="true" />
          {t('my-page.open')}
        </a>
        <Button type="button" variant="outline" size="sm" onClick={copyLink}>
          {copy === 'copied' ? (
            <CheckIcon className="text-success size-4" aria-hidden="true" />
          ) : (
            <CopyIcon className="size-4" aria-hidden="true" />
          )}
          {t('my-page.copy')}
        </Button>
      </div>
      <p role="status" className="text-muted-foreground min-h-5 text-sm">
        {copy === 'copied' ? t('my-page.copied') : copy === 'failed' ? t('my-page.copyFailed') : ''}
      </p>
    </div>
  );
}
