import type { Language } from '@academy/contract/languages';
import { FileTextIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { SiteLogo } from '../site-logo/site-logo';
import {
  type Contact,
  legalDocuments,
  paymentProviders,
  type RegionInfo,
  regionContact,
  telHref,
} from './footer-region';
import { PAYMENT_PROVIDER_NAMES, PaymentMark } from './payment-marks';
import { SOCIAL_NAMES, SocialIcon, type SocialLink } from './social-icons';

export type FooterLinkId =
  | 'courses'
  | 'shop'
  | 'about'
  | 'blog'
  | 'login'
  | 'registration'
  | 'dashboard';

export interface SiteFooterProps extends Omit<ComponentProps<'footer'>, 'children' | 'ref'> {
  homeHref: string;
  /** Courses, shop, about, blog, and login and registration (or, logged in, the dashboard). */
  links: { id: FooterLinkId; href: string }[];
  /** The visitor's country code (`/time/`): picks documents, payment logos and contacts. */
  region: string | null;
  language: Language;
  /** The first item of `/get-phone/`, or null while it loads. */
  regionInfo: RegionInfo | null;
  /** The fixed phone and address shown for language es. */
  spanishContact: Contact;
  /** The info e-mail address. */
  email: string;
  socials: SocialLink[];
  /** The copyright year, given by the caller (stories pass a fixed one). */
  year: number;
  LinkComponent?: LinkComponent;
}

const footerLinkClass =
  'text-muted-foreground hover:text-foreground focus-visible:outline-ring rounded-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-foreground text-xs font-semibold tracking-[0.18em] uppercase">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The site footer (spec 2.2): links, legal PDFs by region and language, payment logos by region,
 * e-mail, region phone and address (the Spanish ones for es), social links and the year.
 */
export function SiteFooter({
  homeHref,
  links,
  region,
  language,
  regionInfo,
  spanishContact,
  email,
  socials,
  year,
  LinkComponent = PlainLink,
  className,
  ...props
}: SiteFooterProps) {
  const { t } = useTranslation('ui');
  const contact = regionContact({ info: regionInfo, region, language, spanishContact });

  return (
    <footer
      data-slot="site-footer"
      className={cn('bg-surface text-surface-foreground border-t', className)}
      {...props}
    >
      <div className="max-w-content px-gutter mx-auto grid gap-12 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:gap-10">
        <div className="flex flex-col gap-5">
          <SiteLogo href={homeHref} LinkComponent={LinkComponent} />
          <p className="text-muted-foreground max-w-xs text-sm leading-relaxed">
            {t('shell.footer.tagline')}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={t('shell.footer.socialTitle')}>
            {socials.map((social) => (
              <li key={social.id}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={`${SOCIAL_NAMES[social.id]} (${t('shell.footer.newTab')})`}
                  className="text-muted-foreground hover:border-primary hover:text-primary focus-visible:outline-ring inline-flex size-10 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterColumn title={t('shell.footer.navTitle')}>
          <nav aria-label={t('shell.footer.navTitle')}>
            <ul className="flex flex-col gap-3 text-sm">
              {links.map((link) => (
                <li key={link.id}>
                  <LinkComponent href={link.href} className={footerLinkClass}>
                    {t(`shell.nav.${link.id}`)}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          </nav>
        </FooterColumn>

        <FooterColumn title={t('shell.footer.legalTitle')}>
          <ul className="flex flex-col gap-3 text-sm">
            {legalDocuments({ region, language }).map((doc) => (
              <li key={doc.id}>
                <a
                  href={doc.href}
                  target="_blank"
                  rel="noreferrer"
                  className={cn(footerLinkClass, 'inline-flex items-start gap-2')}
                >
                  <FileTextIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    {t(`shell.footer.${doc.id}`)}
                    <span className="sr-only"> ({t('shell.footer.pdf')})</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn title={t('shell.footer.contactTitle')}>
          <address className="flex flex-col gap-3 text-sm not-italic">
            <a
              href={`mailto:${email}`}
              className={cn(footerLinkClass, 'inline-flex items-center gap-2')}
            >
              <MailIcon className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('shell.footer.email')}: </span>
              {email}
            </a>
            {contact ? (
              <>
                <a
                  href={telHref(contact.phone)}
                  className={cn(footerLinkClass, 'inline-flex items-center gap-2 tabular-nums')}
                >
                  <PhoneIcon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only">{t('shell.footer.phone')}: </span>
                  {contact.phone}
                </a>
                <p className="text-muted-foreground inline-flex items-start gap-2">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only">{t('shell.footer.address')}: </span>
                  {contact.address}
                </p>
              </>
            ) : null}
          </address>
        </FooterColumn>
      </div>

      <div className="border-t">
        <div className="max-w-content px-gutter mx-auto flex flex-col-reverse gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <p className="text-muted-foreground text-sm">{t('shell.footer.copyright', { year })}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="text-muted-foreground text-xs font-medium tracking-[0.18em] uppercase">
              {t('shell.footer.paymentTitle')}
            </span>
            <ul className="text-muted-foreground flex items-center gap-2">
              {paymentProviders(region).map((id) => (
                <li
                  key={id}
                  title={PAYMENT_PROVIDER_NAMES[id]}
                  className="bg-background rounded-md border px-1"
                >
                  <PaymentMark id={id} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
