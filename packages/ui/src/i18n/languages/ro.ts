/** Every `ui` file of one language, for loading that language alone (see ../load-language.ts). */
export default import.meta.glob(['../ro.json', '../sections/*/ro.json'], {
  eager: true,
  import: 'default',
});
