import type { Language } from '@academy/contract/languages';
import { currencySign } from '@academy/contract/rules';
import {
  type Certificate,
  MY_PAGE_CURRENCIES,
  type MyPageActorRef,
  type MyPageCurrency,
  selectMyPage,
  type WorkModalActorRef,
  type WorkSlide,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { LockIcon } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/button/button';
import { Input } from '../../components/input/input';
import { Label } from '../../components/label/label';
import { RichTextEditor } from '../../components/rich-text-editor/rich-text-editor';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select/select';
import { Spinner } from '../../components/spinner/spinner';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { AvatarPicker } from './avatar-picker';
import { CertificateToggles } from './certificate-toggles';
import { PersonalLink } from './personal-link';
import { PublishSwitch } from './publish-switch';
import { WorkCarousel } from './work-carousel';
import { WorkModalView } from './work-modal';

/** The currency as shown in the selector: its sign next to the code (EUR €, USD $, MDL, RUB ₽). */
function currencyOption(currency: MyPageCurrency): string {
  const code = currency.toUpperCase();
  const sign = currencySign(currency);
  return sign === code ? code : `${code} ${sign}`;
}

export interface MyPageViewProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: MyPageActorRef;
  workModal: WorkModalActorRef;
  certificates: readonly Certificate[];
  works: readonly WorkSlide[];
  /** The public page's absolute address (`/{lang}/expert/{userID}/`). */
  pageUrl: string;
  /** Where a locked account buys a course. */
  catalogueHref: string;
  language: Language;
}

type TextField = 'name' | 'specialization' | 'consultation_price' | 'address';

/**
 * The specialist's page editor (spec 2.9 My page, 4 Work modal, 5): locked until the user owns a
 * course; the personal link and the publish switch; photo, name, specialization, price with its
 * currency, address, the description; which certificates show; the works with their modal; Save
 * (the toast is the app's). The myPage machine's state is on the root's `data-state`.
 */
export function MyPageView({
  actor,
  workModal,
  certificates,
  works,
  pageUrl,
  catalogueHref,
  language,
  className,
  ...props
}: MyPageViewProps) {
  const { t } = useTranslation('ui');
  const flowMessage = useFlowMessage();
  const id = useId();
  const page = useSelector(actor, selectMyPage);
  const [shown, setShown] = useState<ReadonlyMap<number, boolean>>(new Map());
  const disabled = !page.canSave;

  const root = (children: React.ReactNode) => (
    <section
      data-slot="my-page"
      data-state={page.state}
      aria-labelledby={`${id}-title`}
      aria-busy={page.isLoading || page.isSaving || undefined}
      className={cn('grid gap-8', className)}
      {...props}
    >
      <header className="grid gap-1">
        <h1 id={`${id}-title`} className="font-heading text-3xl md:text-4xl">
          {t('my-page.title')}
        </h1>
        <p className="text-muted-foreground">{t('my-page.subtitle')}</p>
      </header>
      {children}
    </section>
  );

  if (page.isLoading) {
    return root(
      <p className="text-muted-foreground flex items-center gap-2">
        <Spinner aria-hidden="true" />
        {t('my-page.loading')}
      </p>,
    );
  }
  if (page.isLocked) {
    return root(
      <div
        data-slot="my-page-locked"
        className="bg-muted/50 grid justify-items-start gap-3 rounded-xl border border-dashed p-6"
      >
        <p className="flex items-center gap-2 font-semibold">
          <LockIcon className="size-5" aria-hidden="true" />
          {t('my-page.locked')}
        </p>
        <p className="text-muted-foreground">{t('my-page.lockedText')}</p>
        <a href={catalogueHref} className={buttonVariants({ size: 'sm' })}>
          {t('my-page.catalogue')}
        </a>
      </div>,
    );
  }

  const change = (field: TextField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'field.change', field, value: event.target.value });
  const text = (field: TextField, label: string, extra?: ComponentProps<typeof Input>) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input
        id={`${id}-${field}`}
        value={page.fields[field]}
        disabled={disabled}
        onChange={change(field)}
        {...extra}
      />
    </div>
  );
  const save = () => {
    const changed = certificates
      .filter((c) => shown.has(c.id) && shown.get(c.id) !== c.show)
      .map((c) => ({ id: c.id, show: shown.get(c.id) === true }));
    actor.send({ type: 'form.save', certificates: changed });
  };

  return root(
    <>
      <form
        noValidate
        className="grid gap-8"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="grid gap-4">
          {page.personalLinkShown ? <PersonalLink url={pageUrl} /> : null}
          <PublishSwitch
            checked={page.fields.landing_page_is_active}
            disabled={disabled}
            onCheckedChange={(value) =>
              actor.send({ type: 'field.change', field: 'landing_page_is_active', value })
            }
          />
        </div>
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <AvatarPicker
            src={page.avatarUrl}
            disabled={disabled}
            onSelect={(file) => actor.send({ type: 'avatar.select', file })}
            error={flowMessage(page.avatarError)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {text('name', t('my-page.name'), { autoComplete: 'name' })}
            {text('specialization', t('my-page.specialization'))}
            <div className="grid grid-cols-[1fr_auto] gap-2">
              {text('consultation_price', t('my-page.price'), {
                inputMode: 'decimal',
                type: 'number',
                min: 0,
              })}
              <div className="grid gap-2">
                <Label id={`${id}-currency`}>{t('my-page.currency')}</Label>
                <Select
                  value={page.fields.currency}
                  disabled={disabled}
                  onValueChange={(value) => {
                    const currency = MY_PAGE_CURRENCIES.find((c) => c === value);
                    if (currency)
                      actor.send({ type: 'field.change', field: 'currency', value: currency });
                  }}
                >
                  <SelectTrigger aria-labelledby={`${id}-currency`} className="w-28">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {MY_PAGE_CURRENCIES.map((code) => (
                      <SelectItem key={code} value={code}>
                        {currencyOption(code)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            {text('address', t('my-page.address'), { autoComplete: 'street-address' })}
          </div>
        </div>
        <RichTextEditor
          label={t('my-page.description')}
          value={page.fields.description}
          disabled={disabled}
          onChange={(value) => actor.send({ type: 'field.change', field: 'description', value })}
        />
        <section aria-labelledby={`${id}-certificates`} className="grid gap-3">
          <h2 id={`${id}-certificates`} className="font-heading text-2xl">
            {t('my-page.certificates')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('my-page.certificatesHint')}</p>
          <CertificateToggles
            certificates={certificates}
            shown={shown}
            language={language}
            onToggle={(certificateId) =>
              setShown((current) => {
                const next = new Map(current);
                const was =
                  current.get(certificateId) ??
                  certificates.find((c) => c.id === certificateId)?.show ??
                  false;
                next.set(certificateId, !was);
                return next;
              })
            }
          />
        </section>
        <WorkCarousel
          works={works}
          onAdd={() => workModal.send({ type: 'modal.openNew', slideCount: works.length })}
          onEdit={(slide) => workModal.send({ type: 'modal.openEdit', slide })}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={disabled} className="min-w-40">
            {page.isSaving ? <Spinner aria-hidden="true" /> : null}
            {page.isSaving ? t('my-page.saving') : t('my-page.save')}
          </Button>
        </div>
      </form>
      {/* Outside the form: a portal's submit would bubble to it through React's tree. */}
      <WorkModalView actor={workModal} />
    </>,
  );
}
