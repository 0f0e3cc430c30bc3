// What only React's development build contains. The web build refuses to finish when a script has any of it:
// `npm start` runs with NODE_ENV=development by default, and must still ship React's production build.
export const DEVELOPMENT_MARKERS = ['jsxDEV', 'Each child in a list should have a unique'];

/** The development-only markers found in a built script's text (none in a production build). */
export function developmentMarkersIn(text) {
  return DEVELOPMENT_MARKERS.filter((marker) => text.includes(marker));
}
