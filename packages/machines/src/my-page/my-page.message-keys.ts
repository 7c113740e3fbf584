/**
 * Every message key the my-page flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const MY_PAGE_MESSAGE_KEYS = [
  'myPage.saved',
  'myPage.save',
  'myPage.avatarRefused',
] as const;

export type MyPageMessageKey = (typeof MY_PAGE_MESSAGE_KEYS)[number];
