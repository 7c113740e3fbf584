import { findUp } from '../lib/find-up';

/** The drizzle-kit migrations folder (apps/api/drizzle). */
export function migrationsFolder(): string {
  return findUp('drizzle', 'meta/_journal.json');
}
