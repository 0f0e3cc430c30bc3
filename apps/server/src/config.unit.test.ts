import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config.js';
import { serverRoot } from './paths.js';
import { defaultDownloadPolicy } from './net/safe-download.js';

const realProviders = {
  STRIPE_SECRET_KEY: 'sk_live_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
  HUB2_API_KEY: 'hub2-key-0123456789',
  HUB2_MERCHANT_ID: 'M-1',
  HUB2_WEBHOOK_SECRET: 'hub2-secret-0123456789',
  ORANGE_SMS_CLIENT_ID: 'orange-client-id',
  ORANGE_SMS_CLIENT_SECRET: 'orange-client-secret',
  ORANGE_SMS_SENDER: 'tel:+2210000',
};

describe('loadConfig', () => {
  it('has working defaults: embedded database with demo data on port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, seedDemo: true, publicUrl: 'http://localhost:3000', sessionTtlDays: 30 });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    expect(loadConfig({ PUBLIC_URL: '', DATABASE_URL: '', SEED_DEMO: '', PORT: '' })).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', seedDemo: true });
  });

  it('turns demo data off by default with an external database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'peut-être' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL');
      expect(msg).toContain('SEED_DEMO');
    }
  });

  it('listens through 128 sockets by default, and refuses the retired ACCEPT_COPIES naming what replaces it', () => {
    expect(loadConfig({}).listenSockets).toBe(128);
    expect(loadConfig({ LISTEN_SOCKETS: '1' }).listenSockets).toBe(1);
    expect(() => loadConfig({ LISTEN_SOCKETS: '0' })).toThrow(/LISTEN_SOCKETS: au moins 1/);
    expect(() => loadConfig({ ACCEPT_COPIES: '127' })).toThrow(/ACCEPT_COPIES: remplacé par LISTEN_SOCKETS/);
  });

  it('draws the demo videos at 720p by default, or at a lower even height', () => {
    expect(loadConfig({}).demoVideoHeight).toBe(720);
    expect(loadConfig({ DEMO_VIDEO_HEIGHT: '480' }).demoVideoHeight).toBe(480);
    expect(() => loadConfig({ DEMO_VIDEO_HEIGHT: '481' })).toThrow(/DEMO_VIDEO_HEIGHT: attendu un nombre pair/);
    expect(() => loadConfig({ DEMO_VIDEO_HEIGHT: '1080' })).toThrow(/DEMO_VIDEO_HEIGHT: au plus 720/);
  });

  it('refuses demo accounts (public default passwords) in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', ...realProviders }).seedDemo).toBe(false);
  });

  it('refuses the payments sandbox in production, and half-given provider keys anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toThrow(/bac à sable des paiements est refusé en production/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ HUB2_API_KEY: 'key-12345678' })).toThrow(/HUB2_API_KEY, HUB2_MERCHANT_ID, HUB2_WEBHOOK_SECRET/);
    const sandbox = loadConfig({}).payments;
    expect(sandbox).toMatchObject({ stripe: undefined, hub2: undefined, sandboxPort: 12111, graceDays: 3 });
    const real = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', ...realProviders }).payments;
    expect(real.stripe?.secretKey).toBe(realProviders.STRIPE_SECRET_KEY);
    expect(real.hub2).toMatchObject({ merchantId: 'M-1', environment: 'sandbox', apiUrl: 'https://api.hub2.io', previousWebhookSecret: undefined });
  });

  it('refuses the SMS sandbox in production, and an Orange account given in part anywhere', () => {
    const { ORANGE_SMS_CLIENT_ID: _id, ORANGE_SMS_CLIENT_SECRET: _secret, ORANGE_SMS_SENDER: _sender, ...paymentsOnly } = realProviders;
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', ...paymentsOnly })).toThrow(
      /ORANGE_SMS_CLIENT_ID, ORANGE_SMS_CLIENT_SECRET, ORANGE_SMS_SENDER: le bac à sable des SMS est refusé en production/,
    );
    expect(() => loadConfig({ ORANGE_SMS_CLIENT_ID: 'id' })).toThrow(/ORANGE_SMS_CLIENT_ID, ORANGE_SMS_CLIENT_SECRET, ORANGE_SMS_SENDER: à donner ensemble/);
    expect(() => loadConfig({ ORANGE_SMS_CLIENT_ID: 'id', ORANGE_SMS_CLIENT_SECRET: 'secret' })).toThrow(/à donner ensemble/);
    expect(() => loadConfig({ ORANGE_SMS_SENDER: '+2210000' })).toThrow(/ORANGE_SMS_SENDER: attendu tel:\+/);
    expect(() => loadConfig({ ORANGE_SMS_SENDER_NAME: 'Kora Streaming' })).toThrow(/ORANGE_SMS_SENDER_NAME: au plus 11 caractères/);
    expect(() => loadConfig({ ORANGE_SMS_API_URL: 'http://api.orange.com' })).toThrow(/ORANGE_SMS_API_URL/);
    expect(loadConfig({}).sms).toEqual({ orange: undefined, senderName: 'Kora', sandboxPort: 12112 });
    expect(loadConfig({ SMS_SANDBOX_PORT: '0' }).sms.sandboxPort).toBe(0);
    const real = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', ...realProviders, ORANGE_SMS_API_URL: 'https://api.orange.com/' }).sms;
    expect(real).toEqual({ orange: { clientId: 'orange-client-id', clientSecret: 'orange-client-secret', senderAddress: 'tel:+2210000', apiUrl: 'https://api.orange.com' }, senderName: 'Kora', sandboxPort: 12112 });
  });

  it('lets server-side fetches reach listed non-public addresses only, each a valid IP', () => {
    expect(loadConfig({}).fetchAllowAddresses).toEqual([]);
    expect(loadConfig({ FETCH_ALLOW_ADDRESSES: '127.0.0.1, ::1' }).fetchAllowAddresses).toEqual(['127.0.0.1', '::1']);
    expect(() => loadConfig({ FETCH_ALLOW_ADDRESSES: '127.0.0.1,localhost' })).toThrow(/FETCH_ALLOW_ADDRESSES: adresse IP invalide « localhost »/);
    const policy = defaultDownloadPolicy(1, loadConfig({ FETCH_ALLOW_ADDRESSES: '10.0.0.7' }).fetchAllowAddresses);
    expect([policy.isAllowedAddress('10.0.0.7'), policy.isAllowedAddress('10.0.0.8'), policy.isAllowedAddress('169.254.169.254'), policy.isAllowedAddress('8.8.8.8')]).toEqual([true, false, false, true]);
  });

  it('validates extra allowed origins', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example/x' }).allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'pas une url' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('stores media on local disk unless all four S3 settings are given', () => {
    expect(loadConfig({ DATA_DIR: '/srv/kora' }).storage).toEqual({ kind: 'local', root: '/srv/kora/media' });
    const s3 = { S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'kora-media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3).storage).toEqual({ kind: 's3', endpoint: 'https://s3.example', bucket: 'kora-media', accessKeyId: 'id', secretAccessKey: 'secret', region: 'us-east-1', forcePathStyle: true });
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  describe('the documented variables', () => {
    const repo = path.resolve(serverRoot, '../..');
    const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
    /** `NAME=value` lines of .env.example, in order. */
    const example = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name = '', value = '']) => [name, value] as const);

    it('.env.example lists exactly the variables the server reads, once each', () => {
      expect(example.map(([name]) => name).toSorted()).toEqual([...configVariables].toSorted());
    });

    it(".env.example's values are the defaults: a copied file changes nothing", () => {
      expect(loadConfig(Object.fromEntries(example))).toEqual(loadConfig({}));
    });

    it('docs/configuration.md has a row for every variable the server reads', () => {
      // A row's first cell names one variable or a group of them (`S3_REGION` / `S3_FORCE_PATH_STYLE`).
      const firstCells = [...read('docs/configuration.md').matchAll(/^\| ([^|]+) \|/gm)].map(([, cell = '']) => cell);
      const rows = new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name)));
      expect(configVariables.filter((name) => !rows.has(name))).toEqual([]);
    });
  });
});
