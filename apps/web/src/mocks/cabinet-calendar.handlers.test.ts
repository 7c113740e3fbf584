import {
  availabilityAnswerSchema,
  calendarFeedSchema,
  serviceListSchema,
  serviceSchema,
} from '@academy/contract/calendar';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { availabilityFixture, cabinetCalendarHandlers } from './cabinet-calendar.handlers';
import { sessionFixture } from './fixtures';

/** Answers a call with the calendar handlers alone (the page's tests add them to the app's). */
async function call(method: string, path: string, body?: unknown, token = sessionFixture.token) {
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: { Authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(cabinetCalendarHandlers, request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

const service = {
  name: { ro: 'Masaj', ru: '', en: '', fr: '', es: '' },
  duration: 45,
  price: null,
  currency: 'eur',
  active: true,
};

describe('cabinet calendar handlers', () => {
  it("answer in the contract's shapes", async () => {
    const hours = await call('GET', 'cabinet/availability/');
    expect(availabilityAnswerSchema.parse(hours.body)).toEqual(availabilityFixture);
    const { feed_url: _, ...stored } = availabilityFixture;
    expect(
      availabilityAnswerSchema.parse((await call('PUT', 'cabinet/availability/', stored)).body),
    ).toEqual(availabilityFixture);
    calendarFeedSchema.parse((await call('POST', 'cabinet/availability/feed/')).body);
    serviceListSchema.parse((await call('GET', 'cabinet/services/')).body);
    const added = await call('POST', 'cabinet/services/', service);
    expect(added.status).toBe(201);
    serviceSchema.parse(added.body);
    serviceSchema.parse((await call('PUT', 'cabinet/services/12/', service)).body);
    const ordered = serviceListSchema.parse(
      (await call('PUT', 'cabinet/services/order/', { ids: [12, 11] })).body,
    );
    expect(ordered.results.map((s) => s.id)).toEqual([12, 11]);
    expect((await call('DELETE', 'cabinet/services/11/')).status).toBe(204);
  });

  it('refuse as the server does: field by field, another id, no token', async () => {
    const wrong = { ...availabilityFixture, slot_step: 20, horizon_days: 0 };
    const refused = await call('PUT', 'cabinet/availability/', wrong);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body).sort()).toEqual(['horizon_days', 'slot_step']);
    expect((await call('PUT', 'cabinet/services/99/', service)).status).toBe(404);
    expect((await call('DELETE', 'cabinet/services/99/')).status).toBe(404);
    expect((await call('GET', 'cabinet/services/', undefined, 'other')).status).toBe(401);
  });
});
