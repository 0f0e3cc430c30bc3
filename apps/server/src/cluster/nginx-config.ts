import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../paths.js';

/** The repository's server block, shared with the compose file, and its media part (nginx sends files from a shared folder). */
export const KORA_SERVER_CONF = path.resolve(serverRoot, '../../deploy/nginx/kora-server.conf');
export const KORA_MEDIA_DISK_CONF = path.resolve(serverRoot, '../../deploy/nginx/kora-media-disk.conf');
/** The media part's maps, at http level (they read what its location takes from the signed URL). */
export const KORA_MEDIA_DISK_HTTP_CONF = path.resolve(serverRoot, '../../deploy/nginx/kora-media-disk-http.conf');
/** The http-level part: the map the server block uses (the upstream Connection header). */
export const KORA_HTTP_CONF = path.resolve(serverRoot, '../../deploy/nginx/kora-http.conf');

interface NginxConfig {
  /** nginx's own folder: pid, temporary files. */
  dir: string;
  host: string;
  port: number;
  /** Loopback ports of the API instances. */
  upstreams: readonly number[];
  /** The shared media folder nginx sends from; undefined with S3 storage (Kora sends the bytes). */
  mediaDir: string | undefined;
  webDir: string;
}

/**
 * The whole nginx configuration of `npm run cluster`: the process settings, the upstreams on loopback, and
 * the repository's server block (deploy/nginx/kora-server.conf). Run as root (a container, CI), the workers
 * stay root so they read the cluster's private folders; otherwise nginx runs as the user who started it.
 */
export function nginxConfig({ dir, host, port, upstreams, mediaDir, webDir }: NginxConfig): string {
  const servers = (extra: string) => upstreams.map((p) => `    server 127.0.0.1:${p}${extra};`).join('\n');
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${path.join(dir, name)};`).join('\n');
  return `# Written by npm run cluster (apps/server/src/cluster/nginx-config.ts); the locations are ${KORA_SERVER_CONF}.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events {
  worker_connections 8192;
}
http {
  ${mime}
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${KORA_HTTP_CONF};
${mediaDir ? `  include ${KORA_MEDIA_DISK_HTTP_CONF};
  proxy_cache_path ${path.join(dir, 'media-auth-cache')} levels=1:2 keys_zone=kora_media_auth:10m max_size=64m inactive=1m;` : ''}
  upstream kora {
    # Every directive of this block is explained in deploy/nginx.conf. The zone shares each instance's failures
    # between nginx's workers: without it, a worker that has not yet seen a restarted instance answer again still
    # counts it down, and when the next instance stops it has nowhere to send (502 during a rolling restart).
    zone kora 1m;
    least_conn;
${servers(' max_fails=3 fail_timeout=5s')}
    keepalive 2048;
    keepalive_requests 1000000;
  }
  upstream kora_uploads {
    zone kora_uploads 256k;
    hash $cookie_kora_sid consistent;
${servers('')}
    keepalive 8;
  }
  server {
    listen ${host}:${port} backlog=4096;
    set $kora_web_root ${webDir};
    include ${KORA_SERVER_CONF};
${mediaDir ? `    set $kora_media_root ${mediaDir};
    include ${KORA_MEDIA_DISK_CONF};` : ''}
  }
}
`;
}
