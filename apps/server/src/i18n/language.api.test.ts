import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AuthUser, LOCALE_COOKIE, pathTo } from '@kora/shared';
import { createAgent, signedInAgent } from '../../test/agent.js';
import { createUser, createVideo } from '../../test/factories.js';
import { readMail } from '../../test/mail-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { until } from '../../test/until.js';
import { videoFailureMessages } from '../http/http-texts.js';
import { buildArchive } from '../modules/my-data/data-archive.js';

/*
 * Kora answers each caller in their language: the choice kept in the `kora_lang` cookie, else Accept-Language, else
 * French; a person's choice is kept on their account, and the mails they are sent follow it whoever asks for them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const wrongPassword = (headers: Record<string, string>) => createAgent(t.app, headers).post<{ message: string; code: string }>(apiPaths.login, { email: 'personne@exemple.sn', password: 'pas-le-bon' });

describe('the language of an answer', () => {
  it('follows the cookie, else Accept-Language, else French, and says which', async () => {
    const french = await wrongPassword({});
    expect(french.body).toEqual({ message: 'Email ou mot de passe incorrect', code: 'invalid_credentials' });
    expect(french.headers['content-language']).toBe('fr');
    const english = await wrongPassword({ 'accept-language': 'en-NG,en;q=0.9,fr;q=0.5' });
    expect(english.body.code).toBe('invalid_credentials');
    expect(english.body.message).toBe('Incorrect email or password');
    expect(english.headers['content-language']).toBe('en');
    expect((await wrongPassword({ 'accept-language': 'en-GB', cookie: `${LOCALE_COOKIE}=fr` })).body.message).toBe('Email ou mot de passe incorrect');
    expect((await wrongPassword({ 'accept-language': 'fr-CI', cookie: `${LOCALE_COOKIE}=en` })).body.message).toBe('Incorrect email or password');
    // A schema's own messages and zod's alike, field by field.
    const refused = await createAgent(t.app, { 'accept-language': 'en' }).post<{ fieldErrors: Record<string, string> }>(apiPaths.register, { email: 'pas-une-adresse', firstName: 'A' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({ email: 'Invalid email address', password: 'Password must be at least 6 characters' });
  });

  it('is chosen in /settings, kept on the account and in the device’s cookie; another language is refused', async () => {
    const person = await createUser(t.database.db, { firstName: 'Kwame' });
    const agent = await signedInAgent(t.app, person);
    expect((await agent.get<AuthUser>(apiPaths.authUser)).body.locale).toBeNull();
    const chosen = await agent.put<AuthUser>(apiPaths.userLocale, { locale: 'en' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.locale).toBe('en');
    expect(chosen.setCookie.some((c) => c.startsWith(`${LOCALE_COOKIE}=en;`) && !/httponly/i.test(c))).toBe(true);
    expect((await agent.get<AuthUser>(apiPaths.authUser)).body.locale).toBe('en');
    const other = await agent.put<{ code: string; fieldErrors: Record<string, string> }>(apiPaths.userLocale, { locale: 'de' });
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors.locale).toBe('Invalid value: choose one of “fr”, “en”');
  });

  it('of a mail is its recipient’s, whoever asked for it', async () => {
    const english = await createUser(t.database.db, { firstName: 'Ama' });
    await (await signedInAgent(t.app, english)).put(apiPaths.userLocale, { locale: 'en' });
    const french = await createUser(t.database.db, { firstName: 'Awa' });
    // Both asked from a French page: each mail speaks its reader's language.
    for (const person of [english, french]) await createAgent(t.app, { 'accept-language': 'fr-SN' }).post(apiPaths.forgotPassword, { email: person.email });
    const mails = await until('both mails', async () => (await t.readOutbox()).map(readMail), (all) => all.length >= 2);
    const to = (email: string) => mails.find((mail) => mail.to === email);
    expect(to(english.email)).toMatchObject({ subject: 'Reset your Kora password' });
    expect(to(english.email)?.text).toMatch(/^Hello Ama,\n\nYou asked to reset the password of your Kora account\.[\s\S]*The Kora team/);
    expect(to(french.email)).toMatchObject({ subject: 'Réinitialisation de votre mot de passe Kora' });
    expect(to(french.email)?.text).toMatch(/^Bonjour Awa,[\s\S]*L'équipe Kora/);
    // The archive of one's data says what it holds in its owner's language too.
    expect((await buildArchive(t.database.db, english.id, new Date())).about).toMatch(/^Your data at Kora: /);
    expect((await buildArchive(t.database.db, french.id, new Date())).about).toMatch(/^Vos données chez Kora : /);
  });

  it('of what Kora stored in French (a failed preparation) and of what a deletion answers is the reader’s', async () => {
    const creator = await createUser(t.database.db, { accountType: 'creator' });
    const video = await createVideo(t.database.db, { uploadedBy: creator.id, status: 'failed', failureReason: videoFailureMessages.notPrepared });
    const agent = await signedInAgent(t.app, creator);
    const english = { 'accept-language': 'en' };
    const read = async (headers: Record<string, string>) => (await agent.get<{ failureReason: string }>(pathTo(apiPaths.processing, { id: video.id }), headers)).body.failureReason;
    expect(await read({})).toBe('La vidéo n’a pas pu être préparée (transcodage impossible).');
    expect(await read(english)).toBe('The video could not be prepared (transcoding failed).');
    const deleted = await agent.delete<{ message: string }>(pathTo(apiPaths.creatorVideo, { id: video.id }), english);
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Video deleted']);
  });
});
