import { countryListSchema, type countrySchema, timeResponseSchema } from '@academy/contract';
import type { z } from 'zod';
import { api } from './client';

export type Country = z.infer<typeof countrySchema>;

/** The country list of the forms (spec 3, Country) and the visitor's country (spec 7.5). */
export const countries = {
  list: async () => countryListSchema.parse(await api.get('countries/').json()),
  /** `GET /time/`: the country code the server reads from the visitor's address. */
  visitor: async () => timeResponseSchema.parse(await api.get('time/').json()).country_code,
};
