import { fieldErrorsSchema } from '@academy/contract';
import type { FieldRefusal } from '@academy/machines';
import { isHTTPError } from 'ky';

/**
 * A call whose declared 400 names refused fields (a wrong current password, a file that is not
 * an image): that answer rejects as the machines' `FieldRefusal`, which they show at the field;
 * any other failure rejects as it came.
 */
export async function refusingFields<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (!isHTTPError(error) || error.response.status !== 400) throw error;
    throw {
      fieldErrors: fieldErrorsIn(error.data),
    } satisfies FieldRefusal;
  }
}

/** A refused answer's field errors; none where its body is not field errors (or is empty). */
export function fieldErrorsIn(data: unknown) {
  return fieldErrorsSchema.catch({}).parse(data ?? {});
}

/**
 * A write refused as a whole (409: a course bought, a product ordered or without a picture) as
 * the flows take a refusal: its words under `non_field_errors`, which the dialog says in the
 * page's language; any other failure rejects as an error naming `what`.
 */
export async function refusingConflict<T extends { status: number; body: unknown }>(
  outcome: Promise<T>,
  what: string,
): Promise<T> {
  const answer = await outcome;
  if (answer.status === 409) {
    const detail = (answer.body as { detail?: string } | null)?.detail ?? '';
    throw { fieldErrors: { non_field_errors: [detail] } } satisfies FieldRefusal;
  }
  if (answer.status >= 400) throw new Error(`${what}: ${answer.status}`);
  return answer;
}
