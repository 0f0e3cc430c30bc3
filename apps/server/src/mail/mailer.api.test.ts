import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@kora/shared';
import { createUser } from '../../test/factories.js';
import { createAgent } from '../../test/agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { freePort } from '../../test/free-port.js';
import { createOutboxMailer, createSmtpMailer } from './mailer.js';

/** A real SMTP server on loopback (the smtp-server package), receiving what the mailer sends. */
let smtp: SMTPServer;
let port: number;
const received: Array<{ from: string; to: string[]; data: string }> = [];

beforeAll(async () => {
  port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const mail = { to: 'awa@exemple.sn', subject: 'Réinitialisation de votre mot de passe Kora', text: 'Bonjour Awa', html: '<p>Bonjour Awa</p>' };

describe('mailers', () => {
  it('sends through SMTP when SMTP_URL is set', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Kora <no-reply@kora.test>');
    await mailer.send(mail);
    mailer.close();
    const last = received.at(-1);
    expect(last).toMatchObject({ from: 'no-reply@kora.test', to: ['awa@exemple.sn'] });
    expect(last?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(last?.data).toContain('Bonjour Awa');
  });

  it('writes an RFC 822 .eml file to the outbox otherwise', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-outbox-'));
    try {
      await createOutboxMailer(dir, 'Kora <no-reply@kora.test>').send(mail);
      const files = await fs.readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const text = await fs.readFile(path.join(dir, files[0] as string), 'utf8');
      expect(text).toMatch(/^From: Kora <no-reply@kora.test>$/m);
      expect(text).toMatch(/^To: awa@exemple.sn$/m);
      expect(text).toMatch(/^Content-Type: multipart\/alternative/m);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the app with SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it('mails the reset link through SMTP and writes nothing to the outbox', async () => {
    const user = await createUser(t.database.db);
    expect((await createAgent(t.app).post(apiPaths.forgotPassword, { email: user.email })).status).toBe(200);
    await expect.poll(() => received.some((m) => m.to.includes(user.email)), { timeout: 5000 }).toBe(true);
    expect(received.find((m) => m.to.includes(user.email))?.data).toContain('reset-password?token=3D');
    expect(await t.readOutbox()).toEqual([]);
  });
});
