/** The `ui` files of the screens after a login, in one language (see ../load-language.ts). */
export default import.meta.glob('../member-sections/*/es.json', { eager: true, import: 'default' });
