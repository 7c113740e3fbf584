import type { CourseInstructor, Language } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, type courses } from '../../db/schema';
import { pick } from '../../lib/i18n';

/**
 * What the course page sells a course with beyond its content (issue 25): what the buyer will
 * learn, in the reader's language (an outcome with no text in any language is left out), and who
 * teaches it, an author of the academy (null when the course names no one).
 */
export async function sellingPoints(
  db: Db,
  row: Pick<typeof courses.$inferSelect, 'outcomes' | 'authorId'>,
  lang: Language,
): Promise<{ outcomes: string[]; instructor: CourseInstructor | null }> {
  const outcomes = row.outcomes.map((outcome) => pick(outcome, lang)).filter(Boolean);
  if (row.authorId === null) return { outcomes, instructor: null };
  const [author] = await db.select().from(authors).where(eq(authors.id, row.authorId));
  const instructor = author
    ? {
        id: author.id,
        name: pick(author.subTitle, lang),
        photo: author.image,
        specialization: pick(author.specialization, lang),
        bio: pick(author.descriptionShort, lang),
      }
    : null;
  return { outcomes, instructor };
}
