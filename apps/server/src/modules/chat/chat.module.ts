import { Counter, Gauge } from 'prom-client';
import type { KoraModule } from '../module.js';
import { createLivesRepository } from '../lives/lives.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createChatHub } from './chat-hub.js';
import { registerChatSocket } from './chat-socket.js';
import { createChatRepository } from './chat.repository.js';
import { chatRoutes } from './chat.routes.js';
import { createChatService } from './chat.service.js';
import { seedDemoChat } from './demo-chat.js';

/** The chat of lives: its HTTP calls, the /ws socket, and the fan-out of its events to every instance. */
export const chatModule: KoraModule = async (app, { db, config, channels, audience, sessions, events, metrics, sockets }) => {
  const hub = createChatHub({
    channels,
    audience,
    maxBufferedBytes: config.chat.maxBufferedKb * 1024,
    onError: (err) => app.log.warn({ err }, 'chat: événement inter-instances ignoré'),
  });
  const repository = createChatRepository(db);
  const users = createUsersRepository(db);
  const lives = createLivesRepository(db);
  new Gauge({ name: 'kora_chat_sockets', help: 'Chat sockets joined to a live on this instance', registers: [metrics], collect() { this.set(hub.size()); } });
  const messages = new Counter({ name: 'kora_chat_messages_total', help: 'Chat messages accepted by this instance (rate() gives messages per second)', registers: [metrics] });
  const chat = createChatService({
    chat: repository,
    lives,
    users,
    publish: (liveId, event, toUserId) => {
      if (event.type === 'chat_message' && toUserId === undefined) messages.inc();
      return hub.publish(liveId, event, toUserId);
    },
  });
  await app.register(chatRoutes, { chat });
  await registerChatSocket(app, sockets, { hub, chat, sessions, events, log: app.log, pingMs: config.chat.pingSeconds * 1000, joinWithinMs: 60_000 });
  // Before the server waits for connections to end: pages reconnect to another instance at once.
  app.addHook('preClose', async () => hub.close());
  // The instance that seeds the demo lives (DEMO_LIVE) fills their chats once they exist.
  if (config.seedDemo && config.live.demoLive) {
    let seeding = Promise.resolve();
    const stop = await events.subscribe('live.changed', ({ liveId }) => {
      // One at a time: the demo lives are announced several times as they start.
      seeding = seeding.then(() => seedDemoChat(liveId, { chat: repository, lives, users })).catch((err: unknown) => app.log.warn({ err }, 'chat de démo non créé'));
    });
    app.addHook('onClose', stop);
  }
};
