import { selectWorkModal, type WorkModalActorRef } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { ConfirmDialogFooter } from '../../components/dialog/confirm-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { FileInput } from '../../components/file-input/file-input';
import { Input } from '../../components/input/input';
import { Label } from '../../components/label/label';
import { RichTextEditor } from '../../components/rich-text-editor/rich-text-editor';
import { useFlowMessage } from '../use-flow-message';

export interface WorkModalViewProps {
  actor: WorkModalActorRef;
}

/**
 * The work slide modal (spec 4, Work modal; spec 5, Work slide): image, title and description;
 * Close; Delete after a confirmation (edit only); Save, pressed-looking for 2.5 s after a click.
 * A new slide needs all three (no title: the required message; spec 5); the image is sent only
 * when a new one was chosen (the machine's payload).
 */
export function WorkModalView({ actor }: WorkModalViewProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const modal = useSelector(actor, selectWorkModal);
  const flowMessage = useFlowMessage();
  const titleError = flowMessage(modal.titleErrorKey);
  const imageError = flowMessage(modal.imageErrorKey);
  const [chosen, setChosen] = useState<File | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = modal.isSaving || modal.isDeleting;

  // A new opening starts without the previous file, and a refused file is dropped by the machine.
  useEffect(() => {
    if (!modal.isOpen || modal.imageErrorKey) setChosen(null);
  }, [modal.isOpen, modal.imageErrorKey]);
  useEffect(() => {
    const url = modal.imageSrc;
    return () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [modal.imageSrc]);

  const close = () => actor.send({ type: 'modal.close' });
  return (
    <Dialog open={modal.isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        data-slot="work-modal"
        data-state={modal.state}
        className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
      >
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            actor.send({ type: 'form.save' });
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {modal.mode === 'edit' ? t('my-page.work.editTitle') : t('my-page.work.newTitle')}
            </DialogTitle>
            <DialogDescription>
              {modal.mode === 'new' ? t('my-page.work.incomplete') : t('my-page.work.hint')}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-image`}>{t('my-page.work.image')}</Label>
            {modal.showPlaceholder ? (
              <div className="bg-muted text-muted-foreground flex aspect-[4/3] max-h-56 items-center justify-center rounded-lg">
                <ImageIcon className="size-10" aria-hidden="true" />
                <span className="sr-only">{t('my-page.work.noImage')}</span>
              </div>
            ) : (
              <img
                src={modal.imageSrc ?? undefined}
                alt={t('my-page.work.imageAlt')}
                className="bg-muted aspect-[4/3] max-h-56 w-full rounded-lg object-contain"
              />
            )}
            <FileInput
              id={`${id}-image`}
              accept="image/*"
              file={chosen}
              disabled={busy}
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? `${id}-image-error` : undefined}
              onFileChange={(file) => {
                setChosen(file);
                if (file) {
                  actor.send({
                    type: 'image.select',
                    file,
                    previewUrl: URL.createObjectURL(file),
                  });
                }
              }}
            />
            {imageError ? (
              <p id={`${id}-image-error`} role="alert" className="text-danger text-sm">
                {imageError}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>{t('my-page.work.title')}</Label>
            <Input
              id={`${id}-title`}
              value={modal.title}
              disabled={busy}
              aria-invalid={titleError ? true : undefined}
              aria-describedby={titleError ? `${id}-title-error` : undefined}
              onChange={(event) =>
                actor.send({ type: 'field.change', field: 'title', value: event.target.value })
              }
            />
            {titleError ? (
              <p id={`${id}-title-error`} role="alert" className="text-danger text-sm">
                {titleError}
              </p>
            ) : null}
          </div>
          <RichTextEditor
            label={t('my-page.work.description')}
            value={modal.description}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'field.change', field: 'description', value })}
          />
          <DialogFooter className="gap-2 sm:justify-between">
            {modal.canDelete ? (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                className="text-danger hover:border-danger hover:text-danger"
                onClick={() => setConfirmDelete(true)}
              >
                {t('my-page.work.delete')}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={close}>
                {t('my-page.work.close')}
              </Button>
              <Button
                type="submit"
                disabled={busy}
                data-active={modal.isSaveActive || undefined}
                className="data-active:ring-ring data-active:ring-2 data-active:ring-offset-2"
              >
                {t('my-page.work.save')}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent data-slot="work-delete-confirm" className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('my-page.work.deleteTitle')}</DialogTitle>
            <DialogDescription>{t('my-page.work.deleteText')}</DialogDescription>
          </DialogHeader>
          <ConfirmDialogFooter
            className="gap-2"
            busy={false}
            cancelLabel={t('my-page.work.keep')}
            onCancel={() => setConfirmDelete(false)}
            onConfirm={() => {
              setConfirmDelete(false);
              actor.send({ type: 'slide.delete' });
            }}
          >
            {t('my-page.work.deleteConfirm')}
          </ConfirmDialogFooter>
        </DialogContent>
      </Dialog>
    </Dialog>
  );
}
