import {
  type AccessRecord,
  accessListSchema,
  accessRecordSchema,
  videoAccessResponseSchema,
} from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let doctor: string;
beforeAll(async () => {
  ctx = await createTestApp();
  doctor = await login(ctx.app, DEMO.doctor);
});
afterAll(() => ctx.database.close());

const player = async (token: string, id: number) =>
  accessRecordSchema.parse(
    await json(send(ctx.app, 'GET', `/ro/courses/access_list/${id}/`, { token })),
  );

/** Reports a video's percent (and more) as the player's first report; the answer parsed. */
async function report(token: string, record: AccessRecord, video: number, body: object) {
  const res = await send(ctx.app, 'POST', '/courses/access-course-video/', {
    token,
    body: { access_to_courses: record.id, video, ...body },
  });
  expect(res.status).toBe(201);
  return videoAccessResponseSchema.parse(await res.json());
}

/** The mails sent since the last call (the queue drained). */
async function newMails(since: number) {
  await ctx.sendQueuedMail();
  return ctx.services.mailer.outbox.slice(since);
}

describe('course completion (spec 4: each video normalised; complete when every video is)', () => {
  it('gives no certificate with the last lesson at two thirds, and one when it is finished', async () => {
    const list = accessListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: doctor })),
    );
    // The doctor's course under way, with four lessons.
    const record = list.find((a) => a.course.courses_video.length === 4 && !a.certificate);
    if (!record) throw new Error('the doctor has no four-lesson course under way');
    await ctx.sendQueuedMail();
    const mailsBefore = ctx.services.mailer.outbox.length;
    const [one, two, three, four] = record.course.courses_video.map((video) => video.id);
    for (const video of [one, two, three])
      await report(doctor, record, video ?? 0, { how_many_viewed: 100 });

    // Lesson 4 stopped at two thirds: the mean is 91.5, which once was stored as 100.
    const partial = await report(doctor, record, four ?? 0, { how_many_viewed: 66.7 });
    expect(partial).toMatchObject({ how_many_viewed: 66, watched: false, full_progress: 91 });
    expect(partial.certificate).toBeNull();
    const unfinished = await player(doctor, record.id);
    expect(unfinished.full_progress).toBe(91);
    expect(unfinished.certificate).toBeNull();
    expect(unfinished.course.courses_video.map((v) => v.watched)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // The course's PATCH of spec 7.3, claiming 100, changes nothing.
    const claimed = await json<{ full_progress: number; certificate: unknown }>(
      send(ctx.app, 'PATCH', `/courses/access_list/${record.id}/`, {
        token: doctor,
        body: { full_progress: 100, watched: true, lang: 'ro' },
      }),
    );
    expect(claimed).toMatchObject({ full_progress: 91, certificate: null });
    expect(await newMails(mailsBefore)).toEqual([]);

    // Lesson 4 finished: the answer of that one report carries the course's 100 and the certificate.
    const entry = partial.id;
    const res = await send(ctx.app, 'PATCH', `/courses/access-course-video/${entry}/`, {
      token: doctor,
      body: { watched: true, how_many_viewed: 100 },
    });
    expect(res.status).toBe(200);
    const finished = videoAccessResponseSchema.parse(await res.json());
    expect(finished).toMatchObject({ watched: true, how_many_viewed: 100, full_progress: 100 });
    expect(finished.certificate?.code).toMatch(/^[A-Z2-7]{16}$/);
    const done = await player(doctor, record.id);
    expect(done.full_progress).toBe(100);
    expect(done.certificate?.code).toBe(finished.certificate?.code);
    const mails = await newMails(mailsBefore);
    expect(mails.map((mail) => mail.to)).toEqual([DEMO.doctor]);
    expect(mails[0]?.text).toContain(`/certificate/${finished.certificate?.code}`);
    const verified = await send(
      ctx.app,
      'GET',
      `/en/certificates/verify/${finished.certificate?.code}/`,
    );
    expect(verified.status).toBe(200);
  });
});

describe('the resume position and speed the server keeps (issue 25)', () => {
  it('answers where a video was left and the speed chosen to another device', async () => {
    const laptop = await login(ctx.app, DEMO.student);
    const phone = await login(ctx.app, DEMO.student);
    expect(phone).not.toBe(laptop);
    const list = accessListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: laptop })),
    );
    const record = list.find((a) => a.full_progress > 0 && a.full_progress < 100);
    const video = record?.course.courses_video[1];
    if (!record || !video) throw new Error('the demo student has no course under way');
    expect(record.playback_rate).toBe(1);
    expect(video.position).toBe(0);

    // A report past the stored percent, with where it plays and at which speed.
    const first = await report(laptop, record, video.id, {
      how_many_viewed: 55,
      position: 312.4,
      rate: 1.5,
    });
    expect(first).toMatchObject({ how_many_viewed: 55, position: expect.closeTo(312.4, 3) });
    const seen = await player(phone, record.id);
    const resumed = seen.course.courses_video.find((v) => v.id === video.id);
    expect(resumed?.position).toBeCloseTo(312.4, 3);
    expect(seen.playback_rate).toBe(1.5);

    // A pause later with the percent unchanged: the position moves, the speed too.
    const paused = await send(ctx.app, 'PATCH', `/courses/access-course-video/${first.id}/`, {
      token: phone,
      body: { how_many_viewed: 55, position: 330, rate: 2 },
    });
    expect(videoAccessResponseSchema.parse(await paused.json()).position).toBe(330);
    // Started over: the position goes back, the percent watched does not.
    const over = await send(ctx.app, 'PATCH', `/courses/access-course-video/${first.id}/`, {
      token: laptop,
      body: { how_many_viewed: 0, position: 4 },
    });
    expect(videoAccessResponseSchema.parse(await over.json())).toMatchObject({
      how_many_viewed: 55,
      position: 4,
    });
    // A report of the spec's shape only (no position) keeps the position.
    const bare = await send(ctx.app, 'PATCH', `/courses/access-course-video/${first.id}/`, {
      token: laptop,
      body: { watched: false, how_many_viewed: 70 },
    });
    expect(videoAccessResponseSchema.parse(await bare.json())).toMatchObject({
      how_many_viewed: 70,
      position: 4,
    });
    const again = await player(laptop, record.id);
    expect(again.playback_rate).toBe(2);
    expect(again.course.courses_video.find((v) => v.id === video.id)?.position).toBe(4);
    // Other users see their own speed.
    const [theirs] = accessListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: doctor })),
    );
    expect(theirs?.playback_rate).toBe(1);
  });

  it('refuses a speed or a position out of range', async () => {
    const [record] = accessListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/courses/access_list/', { token: doctor })),
    );
    const video = record?.course.courses_video[0]?.id;
    for (const bad of [{ rate: 0 }, { rate: 16 }, { position: -1 }]) {
      const res = await send(ctx.app, 'POST', '/courses/access-course-video/', {
        token: doctor,
        body: { access_to_courses: record?.id, video, how_many_viewed: 10, ...bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys((await res.json()) as object)).toEqual(Object.keys(bad));
    }
  });
});
