import { schemaRefusal } from '@academy/ui/back-office';
import type { z } from 'zod';

/**
 * A form's body checked with the endpoint's contract schema first: refused at its fields as the
 * server would (nothing sent), or sent as the schema reads it (the body `send` declares).
 */
export function checked<S extends z.ZodType, T>(
  schema: S,
  body: unknown,
  send: (body: z.output<S>) => Promise<T>,
): Promise<T> {
  const refusal = schemaRefusal(schema, body);
  if (refusal) return Promise.reject(refusal);
  return send(schema.parse(body));
}
