/** Every `ui` file of one language, for loading that language alone (see ../load-language.ts). */
export default import.meta.glob(['../fr.json', '../sections/*/fr.json'], {
  eager: true,
  import: 'default',
});
