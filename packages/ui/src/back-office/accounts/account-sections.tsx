import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { SelectField } from '../../components/form-fields/form-fields';
import type { LinkComponent } from '../../lib/link-component';
import { useOrderFormat } from '../orders/order-format';
import { OrderStatusBadge } from '../orders/order-status-badge';
import type { AdminAccount } from './account-types';

/** A course an action is about: its id and title (the dialog names it). */
export interface AccountCourse {
  id: number;
  title: string;
}

/** One titled block of the account's page, with its empty text when it holds nothing. */
function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot={`account-${id}`}
      className="bg-surface flex flex-col gap-3 rounded-xl border p-4"
    >
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-muted-foreground text-sm">{empty}</p> : children}
    </section>
  );
}

export function AccountOrders({
  orders,
  orderHref,
  LinkComponent,
}: {
  orders: AdminAccount['orders'];
  orderHref: (id: number) => string;
  LinkComponent: LinkComponent;
}) {
  const { t } = useTranslation('ui');
  const { money, moment } = useOrderFormat();
  return (
    <Section
      id="orders"
      title={t('adminAccounts.detail.orders')}
      empty={orders.length ? null : t('adminAccounts.detail.ordersEmpty')}
    >
      <ul className="divide-y text-sm">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <LinkComponent
              href={orderHref(order.id)}
              className="text-primary font-semibold underline-offset-4 hover:underline"
            >
              {t('adminAccounts.detail.order', { id: order.id })}
            </LinkComponent>
            <span className="text-muted-foreground">{moment(order.created)}</span>
            <OrderStatusBadge status={order.status} />
            <span className="ml-auto tabular-nums">{money(order.total, order.currency)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AccountCourses({
  account,
  onGrant,
  onRevoke,
}: {
  account: AdminAccount;
  onGrant: (course: AccountCourse) => void;
  onRevoke: (course: AccountCourse) => void;
}) {
  const { t } = useTranslation('ui');
  const { moment } = useOrderFormat();
  const [chosen, setChosen] = useState('');
  const course = account.grantable.find((c) => String(c.id) === chosen);
  return (
    <Section id="courses" title={t('adminAccounts.detail.courses')} empty={null}>
      {account.courses.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('adminAccounts.detail.coursesEmpty')}</p>
      ) : (
        <ul className="divide-y text-sm">
          {account.courses.map((access) => (
            <li key={access.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 flex-1 font-medium">{access.title}</span>
              <span className="text-muted-foreground">
                {access.order_id
                  ? t('adminAccounts.detail.bought', { id: access.order_id })
                  : t('adminAccounts.detail.given', { date: moment(access.granted) })}
              </span>
              <span className="tabular-nums">
                {t('adminAccounts.detail.progress', { progress: access.progress })}
              </span>
              <Button
                variant="outline"
                size="sm"
                className="text-danger"
                onClick={() => onRevoke({ id: access.id, title: access.title })}
              >
                {t('adminAccounts.detail.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {account.grantable.length ? (
        <div className="flex flex-wrap items-end gap-3 border-t pt-3">
          <SelectField
            className="min-w-[12rem] flex-1"
            label={t('adminAccounts.detail.grant')}
            placeholder={t('adminAccounts.detail.grantChoose')}
            value={chosen}
            onValueChange={setChosen}
            options={account.grantable.map((c) => ({ value: String(c.id), label: c.title }))}
          />
          <Button size="sm" disabled={!course} onClick={() => course && onGrant(course)}>
            {t('adminAccounts.detail.grantSubmit')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

export function AccountCertificates({
  certificates,
}: {
  certificates: AdminAccount['certificates'];
}) {
  const { t } = useTranslation('ui');
  const { moment } = useOrderFormat();
  return (
    <Section
      id="certificates"
      title={t('adminAccounts.detail.certificates')}
      empty={certificates.length ? null : t('adminAccounts.detail.certificatesEmpty')}
    >
      <ul className="divide-y text-sm">
        {certificates.map((certificate) => (
          <li key={certificate.id} className="flex flex-wrap gap-x-4 gap-y-1 py-2">
            <a
              href={certificate.image}
              target="_blank"
              rel="noreferrer"
              className="text-primary min-w-0 flex-1 font-medium underline-offset-4 hover:underline"
            >
              {certificate.title || certificate.image.split('/').pop()}
            </a>
            {certificate.code ? (
              <span className="font-mono text-xs">
                {t('adminAccounts.detail.certificateCode', { code: certificate.code })}
              </span>
            ) : null}
            <span className="text-muted-foreground">{moment(certificate.created)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AccountSessions({ sessions }: { sessions: AdminAccount['sessions'] }) {
  const { t } = useTranslation('ui');
  const { moment } = useOrderFormat();
  return (
    <Section
      id="sessions"
      title={t('adminAccounts.detail.sessions')}
      empty={sessions.length ? null : t('adminAccounts.detail.sessionsEmpty')}
    >
      <ul className="divide-y text-sm">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-0.5 py-2">
            <span className="break-words">
              {session.user_agent || t('adminAccounts.detail.unknownDevice')}
            </span>
            <span className="text-muted-foreground text-xs">
              {t('adminAccounts.detail.lastUsed', { date: moment(session.last_used) })}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
