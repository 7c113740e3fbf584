export { default as en } from './en.json';
export { default as es } from './es.json';
export { default as fr } from './fr.json';
export { default as ro } from './ro.json';
export { default as ru } from './ru.json';
