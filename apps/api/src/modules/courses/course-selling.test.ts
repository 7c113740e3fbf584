import { courseDetailSchema } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema';
import { json, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.database.close());

const detail = async (path: string) =>
  courseDetailSchema.parse(await json(send(ctx.app, 'GET', path)));

describe('the course page sells the course (issue 25)', () => {
  it('answers what the buyer will learn and the instructor, in the reader’s language', async () => {
    const [ro, ru] = await Promise.all([
      detail('/ro/courses/course/2/'),
      detail('/ru/courses/course/2/'),
    ]);
    expect(ro.outcomes.length).toBeGreaterThanOrEqual(3);
    expect(ru.outcomes).toHaveLength(ro.outcomes.length);
    expect(ru.outcomes[0]).not.toBe(ro.outcomes[0]);
    expect(ro.instructor).toMatchObject({ name: 'Dr. Ecaterina Lungu' });
    expect(ru.instructor).toMatchObject({ name: 'Д-р Екатерина Лунгу' });
    expect(ru.instructor?.photo).toMatch(/^\/media\//);
    expect(ru.instructor?.bio).not.toBe('');
  });

  it('answers no instructor and no outcomes for a course that names none', async () => {
    await ctx.database.db
      .update(courses)
      .set({ authorId: null, outcomes: [] })
      .where(eq(courses.id, 3));

    const plain = await detail('/fr/courses/course/3/');
    expect(plain.instructor).toBeNull();
    expect(plain.outcomes).toEqual([]);
  });

  it('leaves out an outcome with no text in any language', async () => {
    await ctx.database.db
      .update(courses)
      .set({
        outcomes: [
          { ro: '', ru: '', en: '', fr: '', es: '' },
          { ro: 'Doar', ru: '', en: '', fr: '', es: '' },
        ],
      })
      .where(eq(courses.id, 4));
    expect((await detail('/es/courses/course/4/')).outcomes).toEqual(['Doar']);
  });
});
