export * from './components/accordion/accordion';
export * from './components/button/button';
export * from './components/dialog/dialog';
export * from './components/spinner/spinner';
export * from './components/tooltip/tooltip';
export * from './i18n';
export { cn } from './lib/cn';
