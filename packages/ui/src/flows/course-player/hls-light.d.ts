// hls.js's light build has the full build's API; its package gives types to `hls.js` only.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
