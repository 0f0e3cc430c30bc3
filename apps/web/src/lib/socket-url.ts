/** ws: or wss: to this origin, at a path of the server (the live ingest, the chat). */
export function socketUrl(path: string): string {
  return `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${path}`;
}
