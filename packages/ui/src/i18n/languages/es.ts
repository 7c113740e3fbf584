/** Every `ui` file of one language, for loading that language alone (see ../load-language.ts). */
export default import.meta.glob(['../es.json', '../sections/*/es.json'], {
  eager: true,
  import: 'default',
});
/** The same language's `flows` namespace (the machines' message keys), in the same chunk. */
export { default as flows } from '../flows/es.json';
