/** Whether this browser plays HLS through Media Source Extensions (hls.js); Safari on iPhone plays it natively. */
export const hasMse = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/** hls.js (its own chunk), or null where the browser plays HLS itself. Also starts the download early when called ahead. */
export const loadHls = () => (hasMse() ? import('hls.js/light') : Promise.resolve(null));

/** Kora's fMP4 engine for videos (its own chunk, about a tenth of hls.js's), or null where the browser plays HLS itself. */
export const loadVodEngine = () => (hasMse() ? import('./vod/vod-engine') : Promise.resolve(null));
