import type { countrySchema } from '@academy/contract';
import { contentEndpoints } from '@academy/contract/endpoints';
import type { z } from 'zod';
import { call } from './call';

export type Country = z.infer<typeof countrySchema>;

/** The country list of the forms (spec 3, Country) and the visitor's country (spec 7.5). */
export const countries = {
  list: () => call(contentEndpoints.countries),
  /** `GET /time/`: the country code the server reads from the visitor's address. */
  visitor: async () => (await call(contentEndpoints.time)).country_code,
};
