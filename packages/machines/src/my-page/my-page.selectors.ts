import type { MyPageSnapshot } from './my-page.machine';
import { currencySymbol } from './my-page.rules';

/** The machine's state, for the view's `data-state`. */
export type MyPageState =
  | 'loading'
  | 'editing'
  | 'savingProfile'
  | 'nextCertificate'
  | 'savingCertificate';

/** What the editor needs: the fields, the avatar to show, and whether a save runs. */
export function selectMyPage(snapshot: MyPageSnapshot) {
  const { fields, profile, newAvatar, avatarError } = snapshot.context;
  const state: MyPageState = snapshot.value;
  return {
    state,
    fields,
    currencySymbol: currencySymbol(fields.currency),
    /** The stored avatar URL; null means the default avatar (or the new file's preview). */
    avatarUrl: profile?.image ?? null,
    hasNewAvatar: newAvatar !== null,
    /** The server's refusal of the chosen photo, shown at the photo picker. */
    avatarError,
    isLoading: snapshot.matches('loading'),
    isSaving: snapshot.matches('savingProfile') || snapshot.matches('savingCertificate'),
    canSave: snapshot.matches('editing'),
    personalLinkShown: profile?.landing_page_is_active === true,
    /** Spec 2.9: locked ("available when purchasing the course") until the user owns a course. */
    isLocked: profile !== null && profile.my_page_available !== true,
  };
}
