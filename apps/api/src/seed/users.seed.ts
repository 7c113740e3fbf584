import { courseProgress, DEFAULT_TIME_ZONE, isProgressComplete } from '@academy/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appointments,
  cashbackEntries,
  certificates,
  courseAccess,
  courseUpdateNotices,
  courseVideoAccess,
  courseVideos,
  orderItems,
  orders,
  payments,
  profiles,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { visitSpan } from '../modules/calendar/visit-time';
import { DEMO_BUFFER_AFTER, seedCalendars } from './calendar.seed';
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_USERS, shownDiploma } from './data/demo-users';
import { media } from './text';

/* The demo accounts stay importable from the seed of the users (the test fixtures' diploma). */
export { DEMO_PASSWORD, DEMO_USERS, shownDiploma };

export async function seedUsers(db: Db, courseIds: number[]) {
  // One hash for all demo accounts keeps the seed fast; real accounts each get their own salt.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, { userId: number; profileId: number }>();
  for (const demo of [...DEMO_USERS, ...DEMO_STAFF]) {
    const [user] = await db
      .insert(users)
      .values({
        username: demo.email,
        email: demo.email,
        passwordHash,
        firstName: demo.first,
        lastName: demo.last,
        isActive: demo.active ?? true,
        isStaff: Boolean(demo.role),
        role: demo.role ?? null,
      })
      .returning({ id: users.id });
    if (!user) continue;
    const s = demo.specialist;
    const [profile] = await db
      .insert(profiles)
      .values({
        userId: user.id,
        name: `${demo.first} ${demo.last}`,
        description: s
          ? '<h3>Despre mine</h3><p>Proceduri de îngrijire, peelinguri și <strong>masaj facial</strong>.</p><ul><li>Consultație</li><li>Plan de tratament</li></ul>'
          : '',
        image: s?.image ?? null,
        specialization: demo.specialization ?? '',
        consultationPrice: s?.price ?? null,
        currency: s?.currency ?? 'eur',
        address: s?.address ?? '',
        city: demo.city,
        type: demo.type,
        phone: '+37369000000',
        landingPageIsActive: s?.landing ?? false,
        isSpecialist: Boolean(s),
        lang: 'ro',
      })
      .returning({ id: profiles.id });
    if (profile) ids.set(demo.email, { userId: user.id, profileId: profile.id });
  }

  for (const [email, entry] of ids) {
    const demo = DEMO_USERS.find((d) => d.email === email);
    if (!demo?.specialist) continue;
    await db.insert(certificates).values([
      shownDiploma(entry.profileId),
      {
        userProfileId: entry.profileId,
        image: media('certificates/course-certificate.pdf'),
        show: true,
      },
      { userProfileId: entry.profileId, image: media('gallery/diploma-3.svg'), show: false },
    ]);
    await db.execute(sql`
      insert into work_slides (profile_id, title, description, image) values
      (${entry.profileId}, 'Peeling — 3 ședințe', '<p>Ton uniform după trei ședințe de peeling.</p>', ${media('work/before-after-1.svg')}),
      (${entry.profileId}, 'Masaj facial', '<p>Contur mai clar după cinci ședințe.</p>', ${media('work/before-after-2.svg')})`);
  }

  await seedCalendars(
    db,
    DEMO_USERS.flatMap((demo) => {
      const entry = ids.get(demo.email);
      const page = demo.specialist;
      if (!entry || !page) return [];
      const { price, currency } = page;
      // The API tests book back-to-back visits with the main demo specialist: no buffer there.
      const bufferAfter = demo.email === 'specialist@academy.demo' ? 0 : DEMO_BUFFER_AFTER;
      return [{ userId: entry.userId, country: demo.city, price, currency, bufferAfter }];
    }),
  );

  const specialist = ids.get('specialist@academy.demo');
  if (specialist) {
    // Half-hour visits in the days after the seed, on the specialist's clock.
    const visitOn = (days: number, time: string) => {
      const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const span = visitSpan({
        date,
        time,
        minutes: 30,
        timeZone: DEFAULT_TIME_ZONE,
        bufferBefore: 0,
        bufferAfter: 0,
      });
      return { dateOfReceipt: date, timeOfReceipt: time, ...span };
    };
    await db.insert(appointments).values([
      {
        doctorId: specialist.userId,
        clientName: 'Elena Rusu',
        clientPhone: '+37369111222',
        clientComments: 'Consultație',
        ...visitOn(1, '10:00'),
        status: 'confirmed',
        confirmedAt: new Date(),
      },
      {
        doctorId: specialist.userId,
        clientName: 'Ana Ceban',
        clientPhone: '+37369333444',
        clientComments: 'Peeling',
        ...visitOn(1, '12:00'),
        status: 'new',
        source: 'page',
      },
      {
        doctorId: specialist.userId,
        clientName: 'Mihai Popa',
        clientPhone: '+37369555666',
        clientComments: 'Masaj',
        ...visitOn(2, '15:30'),
        status: 'new',
      },
    ]);
  }

  // Purchased courses with some progress, and update notices newer than the last check.
  const grants: [string, number[]][] = [
    ['student.md@academy.demo', [1, 2, 12]],
    ['doctor.ro@academy.demo', [6, 9]],
    ['specialist@academy.demo', [1]],
    ['client.ru@academy.demo', [18]],
  ];
  for (const [email, indexes] of grants) {
    const entry = ids.get(email);
    if (!entry) continue;
    for (const [i, index] of indexes.entries()) {
      const courseId = courseIds[index];
      if (!courseId) continue;
      // The first course of each user is under way: the first video watched, the second at 40.
      const videos = await db
        .select({ id: courseVideos.id })
        .from(courseVideos)
        .where(sql`${courseVideos.courseId} = ${courseId}`)
        .orderBy(courseVideos.position, courseVideos.id);
      const viewed = videos.map((_, n) => (i > 0 ? 0 : n === 0 ? 100 : n === 1 ? 40 : 0));
      const [access] = await db
        .insert(courseAccess)
        .values({
          userId: entry.userId,
          courseId,
          // The course's progress is read from its videos, as the player computes it.
          fullProgress: courseProgress(viewed),
          notifiedAt: sql`now() - interval '2 days'`,
        })
        .returning({ id: courseAccess.id });
      const entries = videos.flatMap((v, n) =>
        viewed[n] ? [{ videoId: v.id, howManyViewed: viewed[n] ?? 0 }] : [],
      );
      if (access && entries.length) {
        await db.insert(courseVideoAccess).values(
          entries.map((e) => ({
            accessId: access.id,
            ...e,
            watched: isProgressComplete(e.howManyViewed),
          })),
        );
      }
    }
  }
  const noticed = courseIds[1];
  if (noticed) {
    await db.insert(courseUpdateNotices).values([
      { courseId: noticed, kind: 'video', created: sql`now() - interval '1 day'` },
      { courseId: noticed, kind: 'protocol', created: sql`now() - interval '1 day'` },
    ]);
  }

  // A paid shop order with cashback, for the order and cashback history screens.
  const student = ids.get('student.md@academy.demo');
  if (student) {
    const [order] = await db
      .insert(orders)
      .values({
        userId: student.userId,
        kind: 'shop',
        status: 'paid',
        market: 'md',
        currency: 'MDL',
        deliveryType: 'courier',
        paymentType: 'card',
        subtotal: 1380,
        deliveryPrice: 0,
        cashbackEarned: 69,
        total: 1380,
        paidAt: sql`now() - interval '10 days'`,
      })
      .returning({ id: orders.id });
    if (order) {
      await db.insert(orderItems).values({
        orderId: order.id,
        productId: 5,
        title: 'Ser cu acid hialuronic, 50 ml',
        unitPrice: 690,
        quantity: 2,
        lineTotal: 1380,
      });
      await db.insert(payments).values({
        orderId: order.id,
        userId: student.userId,
        provider: 'test',
        providerRef: 'test_seed',
        title: `Order #${order.id}`,
        amount: 1380,
        currency: 'MDL',
        confirmed: true,
        paidByCard: true,
        status: 'succeeded',
      });
      await db
        .insert(cashbackEntries)
        .values({ userId: student.userId, orderId: order.id, amount: 69, currency: 'MDL' });
    }
  }
  return ids;
}
