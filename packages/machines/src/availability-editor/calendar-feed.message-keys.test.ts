import { describe, expectTypeOf, it } from 'vitest';
import type { CalendarFeedMessageKey } from './calendar-feed.machine';
import type { selectCalendarFeed } from './calendar-feed.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('calendar-feed message keys', () => {
  it('every key the calendar feed can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectCalendarFeed>['messageKey']>
    >().toExtend<CalendarFeedMessageKey>();
  });
});
