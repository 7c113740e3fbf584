import { backOfficeInboxEndpoints as endpoints } from '@academy/contract/endpoints';
import type { StaffActionValues } from '@academy/machines';
import {
  PromoCodeFormDialog,
  type PromoCodeRow,
  PromoCodesList,
  PromoToggleDialog,
  PromoUsage,
  promoBodyOf,
  promoFormRefusal,
  promoFormValues,
} from '@academy/ui/back-office';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { adminInbox } from '../../api/admin-inbox';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf, tableStateOf } from './list-state';
import { useSearchedList } from './searched-list';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

const schema = endpoints.promoCodes.query;

/** The load of the view not shown (the list while a code's usage is, or the other way). */
const ERROR = { state: 'error' } as const;

/** A code's usage named by the URL (`?usage=<id>`), or none. */
const usageOf = (url: string) => {
  const id = Number(new URL(url).searchParams.get('usage'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The promo codes (issue 26): the list's filter, search, sort and page live in the URL, and so
 * does the code whose usage is shown (`?usage=<id>`, its orders paged by `page`).
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = listQueryOf(schema, args.request.url);
  const usageId = usageOf(args.request.url);
  if (usageId !== null) {
    const usage = await listLoad(
      'admin/promo-usage',
      adminInbox.usage(language, usageId, query.page),
    );
    return { language, query, usage, list: ERROR, categories: [] };
  }
  const [list, categories] = await Promise.all([
    listLoad('admin/promo-codes', adminInbox.promoCodes(query)),
    orOnFailure('admin/promo-categories', adminInbox.categories(language), []),
  ]);
  return { language, query, usage: ERROR, list, categories };
}

/** The form's and the switch's call: the contract's check first, then the server's. */
async function perform(values: StaffActionValues) {
  const id = Number(values.id);
  if (values.verb === 'toggle')
    return values.disabled === 'true' ? adminInbox.enablePromo(id) : adminInbox.disablePromo(id);
  const refusal = promoFormRefusal(values);
  if (refusal) throw refusal;
  const body = promoBodyOf(values);
  return values.verb === 'edit' ? adminInbox.updatePromo(id, body) : adminInbox.createPromo(body);
}

export function Page() {
  const { language, query, usage, list, categories } = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const { go, table, reloading, refetch } = useSearchedList(schema, query, list);
  const paths = pathsFor(language);
  const [target, setTarget] = useState<PromoCodeRow | null>(null);
  const actor = useStaffAction('admin/promo-codes', perform);
  const { action, confirm, cancel } = useStaffActionDialog(actor);
  const verb = action.values.verb;

  if (searchParams.has('usage'))
    return (
      <PromoUsage
        promo={usage.state === 'ready' ? usage.data.promo : null}
        rows={usage.state === 'ready' ? usage.data.results : []}
        count={usage.state === 'ready' ? usage.data.count : 0}
        page={query.page}
        pageSize={query.page_size}
        onPageChange={(page) =>
          setSearchParams({ usage: searchParams.get('usage') ?? '', page: String(page) })
        }
        state={tableStateOf(usage, reloading)}
        onRetry={() => void refetch()}
        backHref={paths.adminPromoCodes()}
        orderHref={(id) => paths.adminOrder(id)}
        LinkComponent={RouterLink}
      />
    );
  return (
    <PromoCodesList
      status={query.status ?? 'all'}
      onStatusChange={(status) => go({ status: status === 'all' ? undefined : status })}
      {...table}
      onCreate={() => {
        setTarget(null);
        actor.send({ type: 'action.open', values: { ...promoFormValues(), verb: 'create' } });
      }}
      onEdit={(promo) => {
        setTarget(promo);
        actor.send({
          type: 'action.open',
          values: { ...promoFormValues(promo), verb: 'edit', id: String(promo.id) },
        });
      }}
      onToggle={(promo) => {
        setTarget(promo);
        actor.send({
          type: 'action.open',
          values: { verb: 'toggle', id: String(promo.id), disabled: String(promo.disabled) },
        });
      }}
      usageHref={(promo) => paths.adminPromoCodes(`?usage=${promo.id}`)}
      LinkComponent={RouterLink}
    >
      {verb === 'toggle' ? (
        <PromoToggleDialog promo={target} action={action} onConfirm={confirm} onCancel={cancel} />
      ) : (
        <PromoCodeFormDialog
          mode={
            verb === 'edit' && target ? { kind: 'edit', code: target.code } : { kind: 'create' }
          }
          action={action}
          categories={categories}
          onChange={(field, value) => actor.send({ type: 'action.change', field, value })}
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    </PromoCodesList>
  );
}
