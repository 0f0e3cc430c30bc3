import type { Locale, UpdateProfileBody } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { emailTaken, userNotFound } from './users.errors.js';
import { isEmailConflict, type UsersRepository } from './users.repository.js';

interface Deps {
  users: UsersRepository;
  events: Pick<DomainEvents, 'publish'>;
}

export function createUsersService({ users, events }: Deps) {
  return {
    /** The language the person chose: the account keeps it for every device, and for the mails it is sent. */
    async updateLocale(userId: string, locale: Locale): Promise<UserRow> {
      const row = await users.update(userId, { locale });
      if (!row) throw userNotFound();
      await events.publish('user.changed', { userId });
      return row;
    },
    async updateProfile(userId: string, body: UpdateProfileBody): Promise<UserRow> {
      const other = await users.findByEmail(body.email);
      if (other && other.id !== userId) throw emailTaken();
      try {
        const row = await users.update(userId, body);
        if (!row) throw userNotFound();
        await events.publish('user.changed', { userId });
        return row;
      } catch (error) {
        if (isEmailConflict(error)) throw emailTaken();
        throw error;
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
