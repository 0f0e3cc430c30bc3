// hls.js publishes no declarations for its light build (no alternate audio, subtitles, EME or CMCD):
// it has the same API as the full build, minus those features.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
