import {
  isLanguage,
  isPhoneNumber,
  phoneNumberAfterCode,
  REGISTRATION_API_ERRORS,
  type registrationRequestSchema,
} from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { countries, profiles, users } from '../../db/schema';
import { FieldError, isUniqueViolation } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { hashPassword } from '../../lib/passwords';
import { saveUpload, type UploadTarget } from '../../lib/uploads';
import { queueRegistrationMails } from '../back-office/accounts-review.service';

type Registration = z.output<typeof registrationRequestSchema>;

const busy = () =>
  new FieldError({
    email: [REGISTRATION_API_ERRORS.emailBusy],
    username: [REGISTRATION_API_ERRORS.emailBusy],
  });

/** The number after the phone code has the registration form's minimum (spec 5), as in the browser. */
async function checkPhone(db: Db, phone: string) {
  const codes = await db.select({ code: countries.phoneCode }).from(countries);
  const number = phoneNumberAfterCode(
    phone,
    codes.map((row) => row.code),
  );
  if (number === null || !isPhoneNumber(number)) {
    throw new FieldError({ 'profile.phone': ['A phone code of the list, then the number.'] });
  }
}

/**
 * Creates the user and profile. The account waits for an admin (spec 1: verified within 24 hours)
 * unless DEMO_AUTO_ACTIVATE is on; a waiting one is announced to the staff who review it.
 */
export async function register(
  db: Db,
  config: Pick<Config, 'demoAutoActivate'>,
  uploads: UploadTarget,
  data: Registration,
  outbox: Outbox,
) {
  const username = data.email;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (existing) throw busy();
  await checkPhone(db, data['profile.phone']);
  const file = data['profile.file']
    ? await saveUpload(uploads, data['profile.file'], {
        field: 'profile.file',
        folder: 'registration',
        allowPdf: true,
      })
    : null;
  const passwordHash = await hashPassword(data.password);
  const lang = data['profile.description'];
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username,
          email: data.email,
          passwordHash,
          firstName: data.first_name,
          lastName: data.last_name,
          isActive: config.demoAutoActivate,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await tx.insert(profiles).values({
        userId: user.id,
        name: data['profile.name'] || `${data.first_name} ${data.last_name}`,
        phone: data['profile.phone'],
        city: data['profile.city'],
        type: data['profile.type'],
        specialization: data['profile.specialization'] ?? '',
        shopIsActive: data['profile.shop_is_active'] ?? true,
        utmTags: data['profile.utm_tags'] ?? '',
        lang: isLanguage(lang) ? lang : 'ro',
        registrationFile: file,
      });
      if (!user.isActive) await queueRegistrationMails(tx, outbox, user.id);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw busy();
    throw error;
  }
}
