import type { WorkModalSnapshot } from './work-modal.machine';

export type WorkModalMode = 'closed' | 'new' | 'edit';

export function selectWorkModal(snapshot: WorkModalSnapshot) {
  const { context } = snapshot;
  const mode: WorkModalMode = snapshot.matches({ modal: 'new' })
    ? 'new'
    : snapshot.matches({ modal: 'edit' })
      ? 'edit'
      : 'closed';
  const imageSrc = context.previewUrl ?? context.image;
  return {
    isOpen: mode !== 'closed',
    mode,
    title: context.title,
    description: context.description,
    imageSrc,
    /** A new slide shows the placeholder image until a file is chosen. */
    showPlaceholder: imageSrc === null,
    titleErrorKey: context.showTitleRequired ? ('workModal.titleRequired' as const) : null,
    isSaving:
      snapshot.matches({ modal: { new: 'saving' } }) ||
      snapshot.matches({ modal: { edit: 'saving' } }),
    isDeleting: snapshot.matches({ modal: { edit: 'deleting' } }),
    canDelete: mode === 'edit',
    /** `data-state="active"` on the save button. */
    isSaveActive: snapshot.matches({ saveButton: 'active' }),
  };
}
