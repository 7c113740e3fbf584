import { api } from './client';

export interface Country {
  code: string;
  name: string;
  phone_code: string;
  flag: string;
}

/** The country list of the forms (spec 3, Country): code, name, phone code and flag. */
export const countries = {
  list: () => api.get('countries/').json<Country[]>(),
};
