import { FieldError } from '../../lib/errors';

/**
 * Checks that `ids` name exactly a list's rows (`current`), each once, then gives each its new
 * position: anything else is a field error on `ids` (a list changed by someone else meanwhile
 * is reloaded, not half reordered).
 */
export async function rewritePositions(
  current: readonly number[],
  ids: readonly number[],
  setPosition: (id: number, position: number) => Promise<unknown>,
) {
  const known = new Set(current);
  if (ids.length !== current.length || ids.some((id) => !known.has(id)))
    throw new FieldError({ ids: ['The list has changed: reload it and order it again.'] });
  for (const [position, id] of ids.entries()) await setPosition(id, position);
}
