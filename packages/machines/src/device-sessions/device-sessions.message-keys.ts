/**
 * Every message key the device-sessions flow can emit; the texts are in the ui kit's member
 * `flows` namespace (packages/ui/src/i18n/member-flows/<language>.json), checked by its i18n test.
 */
export const DEVICE_SESSIONS_MESSAGE_KEYS = [
  'deviceSessions.title',
  'deviceSessions.intro',
  'deviceSessions.loading',
  'deviceSessions.loadFailed',
  'deviceSessions.retry',
  'deviceSessions.thisDevice',
  'deviceSessions.unknownDevice',
  'deviceSessions.deviceName',
  'deviceSessions.signedIn',
  'deviceSessions.lastSeen',
  'deviceSessions.end',
  'deviceSessions.endLabel',
  'deviceSessions.ending',
  'deviceSessions.ended',
  'deviceSessions.endFailed',
  'deviceSessions.onlyThisDevice',
  'deviceSessions.endOthers',
  'deviceSessions.othersTitle',
  'deviceSessions.othersText',
  'deviceSessions.keep',
  'deviceSessions.endingOthers',
  'deviceSessions.othersFailed',
  'deviceSessions.othersEnded',
] as const;

export type DeviceSessionsMessageKey = (typeof DEVICE_SESSIONS_MESSAGE_KEYS)[number];
