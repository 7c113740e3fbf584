import type { PublicationStatus } from '@academy/contract/back-office/articles';
import { CheckIcon, ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { useFlowMessage } from '../../flows/use-flow-message';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader, BackLink } from '../shell';

import type { EditorForm } from './articles-types';
import { PublicationStatusBadge } from './publication-status-badge';

export interface EditorFrameProps {
  /** The editor's slot name (`data-slot`). */
  slot: string;
  /** The record's title in the default language ('' before it has one). */
  title: string;
  status?: PublicationStatus;
  backHref: string;
  backLabel: string;
  /** The record's public page, when the site shows it. */
  viewHref?: string;
  form: Pick<EditorForm, 'state' | 'errorKey' | 'onSave'>;
  onDelete: () => void;
  LinkComponent?: LinkComponent;
  /** The form's fields. */
  children: ReactNode;
  /** The page's dialog (delete). */
  dialog?: ReactNode;
}

/**
 * What every editor of the area draws around its fields: the way back, the record's title and
 * status, its public page and its deletion, and the save (busy while sent, "saved" after, the
 * failure said in an alert while what was typed stays in the fields).
 */
export function EditorFrame({
  slot,
  title,
  status,
  backHref,
  backLabel,
  viewHref,
  form,
  onDelete,
  LinkComponent = PlainLink,
  children,
  dialog,
}: EditorFrameProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const busy = form.state === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) form.onSave();
  };
  return (
    <div data-slot={slot} data-state={form.state} className="flex flex-col gap-4">
      <BackLink href={backHref} LinkComponent={LinkComponent}>
        {backLabel}
      </BackLink>
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span>{title || t('adminArticles.untitled')}</span>
            {status ? <PublicationStatusBadge status={status} /> : null}
          </span>
        }
        actions={
          <>
            {viewHref ? (
              <Button asChild variant="outline">
                <LinkComponent href={viewHref}>
                  <ExternalLinkIcon aria-hidden="true" />
                  {t('adminArticles.editor.view')}
                </LinkComponent>
              </Button>
            ) : null}
            <Button variant="outline" className="text-danger" onClick={onDelete}>
              <Trash2Icon aria-hidden="true" />
              {t('adminArticles.editor.delete')}
            </Button>
          </>
        }
      />
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
          {children}
        </fieldset>
        <div className="bg-background/95 sticky bottom-0 flex flex-col gap-3 border-t py-3 sm:flex-row sm:items-center">
          <Button
            type="submit"
            loading={busy}
            loadingText={t('adminArticles.editor.saving')}
            className="sm:w-fit"
          >
            {t('adminArticles.editor.save')}
          </Button>
          <p role="status" className="text-success flex items-center gap-1.5 text-sm font-medium">
            {form.state === 'saved' ? (
              <>
                <CheckIcon className="size-4" aria-hidden="true" />
                {t('adminArticles.editor.saved')}
              </>
            ) : null}
          </p>
          {form.state === 'failure' ? (
            <Alert className="sm:flex-1">
              {message(form.errorKey) ?? t('adminArticles.editor.failed')}
            </Alert>
          ) : null}
        </div>
      </form>
      {dialog}
    </div>
  );
}
