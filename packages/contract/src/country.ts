import { z } from 'zod';

/** ISO 3166-1 alpha-2 code, upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase());

/** Answer of `GET /time/` (spec 7.5): the visitor's country code, read once at start. */
export const timeResponseSchema = z.object({
  country_code: z.string().length(2),
  server_time: z.iso.datetime(),
});
export type TimeResponse = z.infer<typeof timeResponseSchema>;

/** Error answer shape shared by every endpoint. */
export const errorResponseSchema = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Country of the forms (spec 3): code, name, phone code and flag. */
export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  phone_code: z.string(),
  flag: z.string(),
});
export const countryListSchema = z.array(countrySchema);
