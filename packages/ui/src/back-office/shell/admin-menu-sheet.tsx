import { PanelLeftOpenIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';

/**
 * Below 1023 px, the back office's menu in a sheet from the left: a Radix dialog, so focus is
 * trapped inside, Escape closes it and focus returns to the menu button. Following a link closes it.
 */
export function AdminMenuSheet({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-10"
          aria-label={t('adminShell.frame.openMenu')}
        >
          <PanelLeftOpenIcon className="size-5" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="bg-overlay fixed inset-0 z-50 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0" />
        <DialogPrimitive.Content
          data-slot="admin-menu-sheet"
          aria-describedby={undefined}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) onOpenChange(false);
          }}
          className="bg-surface text-surface-foreground pointer-events-auto fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100%-3rem))] flex-col gap-3 overflow-y-auto border-r p-3 shadow-lg transition-transform duration-300 ease-out motion-reduce:transition-none starting:-translate-x-full"
        >
          <div className="flex items-center justify-between gap-3 pl-3">
            <DialogPrimitive.Title className="font-display text-lg font-semibold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-ring inline-flex size-10 cursor-pointer items-center justify-center rounded-full transition-colors focus-visible:outline-2">
              <XIcon className="size-5" aria-hidden="true" />
              <span className="sr-only">{t('dialog.close')}</span>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
