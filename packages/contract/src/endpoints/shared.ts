import { errorResponseSchema } from '../country';

/** The answer for another user's record: missing, so that ids cannot be probed. */
export const notYours = { description: 'Not found (or not yours)', schema: errorResponseSchema };
