import { DEMO_LIVE_ID } from '@kora/shared';
import type { UsersRepository } from '../users/users.repository.js';
import type { LivesRepository } from '../lives/lives.repository.js';
import type { ChatRepository } from './chat.repository.js';
import { authorOf } from './chat.service.js';

const ENDED_DEMO_LIVE_ID = '00000000-0000-4000-8000-000000000001';

/** What the demo chats hold at the first start: a welcome on the always-on live, a conversation kept after the concert. */
const demoChats: Readonly<Record<string, readonly { from: string; text: string }[]>> = {
  [DEMO_LIVE_ID]: [
    { from: 'direct@kora.demo', text: 'Bienvenue sur le direct de démonstration de Kora ! Écrivez ici, tout le monde vous lit en direct.' },
    { from: 'premium@kora.demo', text: 'Bonjour depuis Dakar 👋 l’image est nette même en 3G.' },
  ],
  [ENDED_DEMO_LIVE_ID]: [
    { from: 'createur@kora.demo', text: 'Merci d’être là ce soir, on commence dans une minute !' },
    { from: 'premium@kora.demo', text: 'Le son est parfait, bravo aux musiciens.' },
    { from: 'gratuit@kora.demo', text: 'Je regarde depuis Abidjan, quelle ambiance !' },
    { from: 'createur@kora.demo', text: 'Le replay sera disponible juste après : https://kora.demo/live' },
  ],
};

interface Deps {
  chat: Pick<ChatRepository, 'room' | 'post'>;
  lives: Pick<LivesRepository, 'findById'>;
  users: Pick<UsersRepository, 'findByEmail'>;
}

/** Fills a demo live's chat the first time it is seen empty (the demo's accounts must exist). */
export async function seedDemoChat(liveId: string, { chat, lives, users }: Deps): Promise<void> {
  const lines = demoChats[liveId];
  const live = lines && (await lives.findById(liveId));
  if (!lines || !live || (await chat.room(liveId)).lastSeq > 0) return;
  for (const { from, text } of lines) {
    const user = await users.findByEmail(from);
    if (user) await chat.post({ liveId, userId: user.id, ...authorOf(user, live), body: text, exempt: true, subscriber: true });
  }
}
