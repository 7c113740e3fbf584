import type { SlotsAnswer } from '@academy/contract';

/** Stories' specialist in Chisinau: 13 and 14 May 2030 with free hours, 12 May with none. */
const slot = (date: string, utc: string, time: string) => ({ start: `${date}T${utc}:00Z`, time });

export const slotsFixture: SlotsAnswer = {
  time_zone: 'Europe/Chisinau',
  duration: 60,
  days: [
    { date: '2030-05-12', slots: [] },
    {
      date: '2030-05-13',
      slots: [
        slot('2030-05-13', '06:00', '09:00'),
        slot('2030-05-13', '07:00', '10:00'),
        slot('2030-05-13', '08:00', '11:00'),
        slot('2030-05-13', '11:00', '14:00'),
        slot('2030-05-13', '12:00', '15:00'),
      ],
    },
    { date: '2030-05-14', slots: [slot('2030-05-14', '06:00', '09:00')] },
  ],
};

/** The week after: nothing free (past the specialist's horizon, no day at all). */
export const noSlotsFixture: SlotsAnswer = { time_zone: 'Europe/Chisinau', duration: 60, days: [] };

/** A visitor in London sees each hour two hours earlier beside it. */
export const LONDON = 'Europe/London';
export const CHISINAU = 'Europe/Chisinau';
