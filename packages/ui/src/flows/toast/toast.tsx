import { selectToast, type ToastActorRef } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { cva } from 'class-variance-authority';
import { CircleCheckIcon, XIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/**
 * The toast machine's states as opacity transitions (spec 4 and 9): fade in over 0.3 s, fade
 * out between 2.5 s and 3 s, or over 1 s after a manual close.
 */
export const toastVariants = cva(
  [
    'bg-surface text-surface-foreground pointer-events-auto flex w-full items-center gap-3 rounded-xl border p-4 pr-2 shadow-lg',
    'transition-opacity ease-out',
  ],
  {
    variants: {
      state: {
        appearing: 'opacity-100 duration-300 starting:opacity-0',
        visible: 'opacity-100',
        fading: 'opacity-0 duration-500',
        closing: 'opacity-0 duration-1000',
      },
    },
  },
);

export interface ToastProps extends Omit<ComponentProps<'div'>, 'children'> {
  actor: ToastActorRef;
}

/** The success toast ('Successful save' after saves); a live status, with a close button. */
export function Toast({ actor, className, ...props }: ToastProps) {
  const { t } = useTranslation('ui');
  const { state, message, isRendered, canClose } = useSelector(actor, selectToast);
  return (
    <div
      data-slot="toast-viewport"
      className={cn(
        // Above the back-to-top button's corner (ScrollToTop: 48 px at 20/32 px from the edges),
        // so a saved page's toast never sits on it.
        'pointer-events-none fixed inset-x-4 bottom-20 z-50 flex justify-center md:inset-x-auto md:right-6 md:bottom-24',
        className,
      )}
      {...props}
    >
      {/*
        The live region stays in the page so a new message is announced; only a shown toast is a
        status, so the one toast region of the app never doubles a page's own status message.
      */}
      <div data-slot="toast-live-region" aria-live="polite" className="w-full max-w-sm md:w-sm">
        {isRendered && state !== 'hidden' && message ? (
          <div
            role="status"
            data-slot="toast"
            data-state={state}
            className={toastVariants({ state })}
          >
            <CircleCheckIcon className="text-success size-5 shrink-0" aria-hidden="true" />
            <p className="min-w-0 flex-1 text-[0.9375rem] font-medium">
              {t(message, { ns: 'flows', defaultValue: message })}
            </p>
            <button
              type="button"
              aria-label={t('forms.toast.close')}
              disabled={!canClose}
              onClick={() => actor.send({ type: 'toast.close' })}
              className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-ring inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors focus-visible:outline-2 disabled:cursor-default"
            >
              <XIcon className="size-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
