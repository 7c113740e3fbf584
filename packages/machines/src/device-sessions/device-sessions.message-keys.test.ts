import { describe, expectTypeOf, it } from 'vitest';
import type { DeviceSessionsMessageKey } from './device-sessions.message-keys';
import type { selectDeviceSessions } from './device-sessions.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('device-sessions message keys', () => {
  it('every key the device sessions can emit is in its list', () => {
    type DeviceSessions = ReturnType<typeof selectDeviceSessions>;
    expectTypeOf<
      NonNullable<
        | DeviceSessions['loadErrorKey']
        | DeviceSessions['dialogErrorKey']
        | DeviceSessions['noticeKey']
        | DeviceSessions['errorKey']
      >
    >().toExtend<DeviceSessionsMessageKey>();
  });
});
