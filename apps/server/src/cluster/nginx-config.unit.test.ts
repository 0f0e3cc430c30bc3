import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_CLASS, GRANT_EPOCH_SECONDS, GRANTED_EXTENSIONS, grantName, TALL_GRANT_CLASS, TALL_RUNG_HEIGHTS } from '../modules/playback/front-grants.js';
import { SEGMENT_EXTENSIONS } from '../modules/playback/media-files.js';
import { KORA_HTTP_CONF, KORA_MEDIA_DISK_CONF, KORA_MEDIA_DISK_HTTP_CONF, KORA_SERVER_CONF, nginxConfig } from './nginx-config.js';

/*
 * The cluster's nginx configuration, checked by nginx itself (`nginx -t`): with a shared media folder
 * nginx sends the media files after asking Kora; with S3 storage it has none, and /media/ goes to Kora.
 */
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-nginx-conf-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** Debian puts nginx in /usr/sbin, which a non-root PATH may lack. */
const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

async function checked(mediaDir: string | undefined): Promise<string> {
  const text = nginxConfig({ dir, host: '127.0.0.1', port: 18080, upstreams: [18081, 18082], mediaDir, webDir: path.join(dir, 'web') });
  const file = path.join(dir, `nginx-${mediaDir ? 'disk' : 's3'}.conf`);
  await fs.writeFile(file, text);
  // -t parses every included file; it fails on any unknown directive, bad regex or undefined variable.
  execFileSync(nginx, ['-t', '-q', '-c', file, '-p', dir], { stdio: 'pipe' });
  return text;
}

describe('the cluster nginx configuration', () => {
  it('with a shared media folder: the repository server block, the media part and its decision cache', async () => {
    const text = await checked(path.join(dir, 'media'));
    expect(text).toContain(`include ${KORA_SERVER_CONF};`);
    expect(text).toContain(`include ${KORA_MEDIA_DISK_CONF};`);
    expect(text).toContain(`include ${KORA_MEDIA_DISK_HTTP_CONF};`);
    expect(text).toContain('keys_zone=kora_media_auth');
    expect(text).toContain(`include ${KORA_HTTP_CONF};`);
    expect(text).toMatch(/upstream kora \{\s+(?:#[^\n]*\s+)+zone kora 1m;\s+least_conn;\s+server 127\.0\.0\.1:18081 max_fails=3 fail_timeout=5s;\s+server 127\.0\.0\.1:18082 max_fails=3[^}]*keepalive 2048;\s+keepalive_requests 1000000;/);
    expect(text).toContain('listen 127.0.0.1:18080 backlog=4096;');
  });

  it("repeats every proxy header of the server level in each location that sets one (nginx then drops the server's)", async () => {
    const names = (text: string, indent: string) => [...text.matchAll(new RegExp(`^${indent}proxy_set_header (\\S+) `, 'gm'))].map((m) => m[1]);
    const server = await fs.readFile(KORA_SERVER_CONF, 'utf8');
    const serverLevel = names(server, '');
    // Among them: the upgrade pair the socket locations inherit, and the media question's header a client cannot send.
    expect(serverLevel).toEqual(expect.arrayContaining(['Upgrade', 'Connection', 'Host', 'X-Forwarded-For', 'X-Request-Id', 'X-Kora-Media-Check']));
    const locations = [server, await fs.readFile(KORA_MEDIA_DISK_CONF, 'utf8')].flatMap((text) => [...text.matchAll(/^location ([^\n]*)\{\n([\s\S]*?)^\}/gm)]);
    const own = locations.filter((m) => names(m[2] as string, '\\s+').length > 0);
    expect(own.map((m) => m[1]?.trim())).toEqual(['= /_kora_media_auth']);
    for (const m of own) expect(names(m[2] as string, '\\s+'), m[1]).toEqual(expect.arrayContaining(serverLevel));
  });

  it("looks for Kora's grant under the name Kora writes it (front-grants.ts), in the folder of its clock's epoch", async () => {
    const conf = await fs.readFile(KORA_MEDIA_DISK_CONF, 'utf8');
    const looked = /if \(!-f \$kora_media_root\/\.grants\/\$kora_grant_epoch\/(\S+)\)/.exec(conf)?.[1];
    // The epoch is the unix second without its last digits, as many as GRANT_EPOCH_SECONDS has zeros.
    const epoch = /map \$msec \$kora_grant_epoch \{\n\s+"~\^\(\?<kora_e>\[0-9\]\+\)((?:\[0-9\])+)\[\.\]" \$kora_e;\n\}/.exec(await fs.readFile(KORA_MEDIA_DISK_HTTP_CONF, 'utf8'));
    expect(10 ** ((epoch?.[1]?.length ?? 0) / '[0-9]'.length)).toBe(GRANT_EPOCH_SECONDS);
    const asWritten = grantName({ kind: '$kora_kind', id: '$kora_id', viewerId: '$kora_viewer', expires: '$kora_expires', signature: '$kora_signature', file: 'seg_00000.m4s' });
    expect(looked?.replace(/\$kora_grant_class$/, GRANT_CLASS)).toBe(asWritten);
    // nginx says "tall" for the files of the rungs Kora grants apart, "hls" for the other files Kora writes grants
    // for, and another word for the rest.
    const classes = /map \$kora_ext:\$kora_file \$kora_grant_class \{\n\s+~\^\(\?:([\w|]+)\):\(\?:([\d|]+)\)p\(\?:-\[a-z0-9\]\+\)\?\/ (\w+);\n\s+~\^\(\?:([\w|]+)\): (\w+);\n\s+default (\w+);/.exec(
      await fs.readFile(KORA_MEDIA_DISK_HTTP_CONF, 'utf8'),
    );
    const granted = GRANTED_EXTENSIONS.join('|');
    expect(classes?.slice(1)).toEqual([granted, TALL_RUNG_HEIGHTS.join('|'), TALL_GRANT_CLASS, granted, GRANT_CLASS, 'judged']);
    expect(grantName({ kind: 'video', id: 'i', viewerId: 'v', expires: 1, signature: 's', file: '1080p/seg_00003.m4s' })).toBe('video.i.v.1.s.tall');
    expect(grantName({ kind: 'video', id: 'i', viewerId: 'v', expires: 1, signature: 's', file: '720p/seg_00003.m4s' })).toBe('video.i.v.1.s.hls');
    // A copy of a rung in another codec is granted as its rung is.
    expect(grantName({ kind: 'video', id: 'i', viewerId: 'v', expires: 1, signature: 's', file: '1080p-av1/seg_00003.m4s' })).toBe('video.i.v.1.s.tall');
    expect(grantName({ kind: 'video', id: 'i', viewerId: 'v', expires: 1, signature: 's', file: '720p-av1/seg_00003.m4s' })).toBe('video.i.v.1.s.hls');
    // nginx's segments (its decision cache neither keeps nor reads Kora's answer for them) are Kora's segments.
    const segments = /map \$kora_ext \$kora_segment \{\n\s+~\^\(\?:([\w|]+)\)\$ 1;\n\s+default "";/.exec(await fs.readFile(KORA_MEDIA_DISK_HTTP_CONF, 'utf8'));
    expect(segments?.[1]).toBe(SEGMENT_EXTENSIONS.join('|'));
  });

  it('with S3 storage: no media part, so every /media/ request reaches Kora', async () => {
    const text = await checked(undefined);
    expect(text).not.toContain(KORA_MEDIA_DISK_CONF);
    expect(text).not.toContain(KORA_MEDIA_DISK_HTTP_CONF);
    expect(text).not.toContain('kora_media_auth');
    expect(text).toContain(`include ${KORA_HTTP_CONF};`);
  });
});
