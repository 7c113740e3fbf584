import type { CookieNoticeView } from '@academy/machines';
import { CookieIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { TextLink } from '../../components/text-link/text-link';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';

export interface CookieNoticeProps extends Omit<ComponentProps<'section'>, 'children'> {
  /**
   * The cookie-notice machine's view (`selectCookieNotice`), taken as props rather than as the
   * actor: every page's first render draws the notice before the machine's code has loaded
   * (`selectCookieNoticeAtStart`), and reading an actor would put xstate into every first load.
   */
  notice: CookieNoticeView;
  /** Sends `notice.accept` to the machine. */
  onAccept: () => void;
  /** The cookie policy document (the Romanian one for RO, spec 2.2). */
  policyHref: string;
  LinkComponent?: LinkComponent;
}

/** The cookie notice: shown until accepted, then fades out over 1 s and leaves the page. */
export function CookieNotice({
  notice,
  onAccept,
  policyHref,
  LinkComponent,
  className,
  ...props
}: CookieNoticeProps) {
  const { t } = useTranslation('ui');
  const { state, isRendered, canAccept } = notice;
  if (!isRendered) return null;
  return (
    <section
      data-slot="cookie-notice"
      data-state={state}
      aria-label={t('forms.cookie.label')}
      className={cn(
        'bg-surface text-surface-foreground fixed inset-x-4 bottom-4 z-40 flex flex-col gap-4 rounded-xl border p-5 shadow-lg',
        'sm:flex-row sm:items-center md:right-auto md:left-6 md:max-w-xl',
        'transition-opacity duration-1000 ease-out',
        state === 'fading' ? 'opacity-0' : 'opacity-100',
        className,
      )}
      {...props}
    >
      <span className="bg-secondary text-secondary-foreground hidden size-11 shrink-0 items-center justify-center rounded-full sm:inline-flex">
        <CookieIcon className="size-5" aria-hidden="true" />
      </span>
      <p className="text-muted-foreground flex-1 text-sm leading-relaxed">
        {t('forms.cookie.text')}{' '}
        <TextLink href={policyHref} LinkComponent={LinkComponent}>
          {t('forms.cookie.policy')}
        </TextLink>
      </p>
      <Button className="shrink-0" disabled={!canAccept} onClick={onAccept}>
        {t('forms.cookie.accept')}
      </Button>
    </section>
  );
}
