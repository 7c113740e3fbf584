import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import type { LinkComponent } from '../../lib/link-component';
import type { SiteNavContent } from './site-nav';

export interface MobileMenuProps extends SiteNavContent {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  LinkComponent: LinkComponent;
}

/** The sheet and its dialog library, loaded at the burger's first press (issue 29). */
const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'));

/**
 * The burger and its sheet (md and below). The burger is drawn at once and the sheet (a Radix
 * Dialog: focus trapped inside, Escape closes it, focus back on the burger) loads when first
 * opened, so no page's first load carries the dialog library for a menu a wide screen never opens.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { t } = useTranslation('ui');
  const burger = useRef<HTMLButtonElement>(null);
  // Once opened, the sheet stays mounted: its closing animation and focus return run as before.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return (
    <>
      <Button
        ref={burger}
        variant="ghost"
        size="icon"
        className="size-10 lg:hidden"
        aria-label={t('shell.header.menuOpen')}
        aria-haspopup="dialog"
        aria-expanded={props.open}
        data-state={props.open ? 'open' : 'closed'}
        onClick={() => props.onOpenChange(!props.open)}
      >
        <MenuIcon className="size-5" aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet {...props} burger={burger} />
        </Suspense>
      ) : null}
    </>
  );
}
