import type { WorkModalSnapshot } from './work-modal.machine';

export type WorkModalMode = 'closed' | 'new' | 'edit';

/** The modal region's state as one name (its save and delete steps included), for `data-state`. */
export type WorkModalState = 'closed' | 'new' | 'edit' | 'saving' | 'deleting';

export function selectWorkModal(snapshot: WorkModalSnapshot) {
  const { context } = snapshot;
  const mode: WorkModalMode = snapshot.matches({ modal: 'new' })
    ? 'new'
    : snapshot.matches({ modal: 'edit' })
      ? 'edit'
      : 'closed';
  const imageSrc = context.previewUrl ?? context.image;
  const isSaving =
    snapshot.matches({ modal: { new: 'saving' } }) ||
    snapshot.matches({ modal: { edit: 'saving' } });
  const isDeleting = snapshot.matches({ modal: { edit: 'deleting' } });
  const state: WorkModalState = isSaving ? 'saving' : isDeleting ? 'deleting' : mode;
  return {
    state,
    isOpen: mode !== 'closed',
    mode,
    title: context.title,
    description: context.description,
    imageSrc,
    /** A new slide shows the placeholder image until a file is chosen. */
    showPlaceholder: imageSrc === null,
    titleErrorKey: context.showTitleRequired ? ('workModal.titleRequired' as const) : null,
    /** The server's refusal of the chosen file, shown at the image. */
    imageErrorKey: context.imageRefused ? ('workModal.imageRefused' as const) : null,
    isSaving,
    isDeleting,
    canDelete: mode === 'edit',
    /** `data-state="active"` on the save button. */
    isSaveActive: snapshot.matches({ saveButton: 'active' }),
  };
}
