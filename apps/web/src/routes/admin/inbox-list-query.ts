import type { z } from 'zod';

/**
 * A back-office list's state as the URL's query names it, read with the list endpoint's own
 * query schema; a value it would refuse (an old link, a typo) is dropped rather than failing the
 * list, so the loader always asks for something the server takes.
 */
export function listQueryOf<S extends z.ZodObject>(schema: S, url: string): z.output<S> {
  const raw = Object.fromEntries(new URL(url).searchParams);
  let parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = schema.safeParse(raw);
  }
  return parsed.success ? parsed.data : schema.parse({});
}

/** The URL query of a list state: only the values that differ from the schema's defaults. */
export function searchOf<S extends z.ZodObject>(
  schema: S,
  state: Record<string, string | number | undefined>,
): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(state))
    if (value !== undefined && value !== '' && value !== defaults[name])
      params.set(name, String(value));
  return params;
}
