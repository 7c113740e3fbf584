import { byFileName } from '../load-language';

/** The `ui` files of the screens after a login, in one language (see ../load-language.ts). */
export default import.meta.glob('../member-sections/*.json', {
  eager: true,
  import: 'default',
  query: '?lang=fr',
});
/** The same language's texts of the flows after a login, in the same chunk. */
export const flows = byFileName(
  import.meta.glob('../member-flows/*.json', { eager: true, import: 'default', query: '?lang=fr' }),
);
