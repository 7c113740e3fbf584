// Tests use the app's own Vite config (plugins, happy-dom); see its `test` key.
export { default } from './vite.config.ts';
