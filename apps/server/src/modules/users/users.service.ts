import type { UpdateProfileBody } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';
import { emailTaken, userNotFound } from './users.errors.js';
import { isEmailConflict, type UsersRepository } from './users.repository.js';

interface Deps {
  users: UsersRepository;
  /** Told when a user changes, so cached sessions re-read it. */
  onUserChanged: (userId: string) => Promise<void>;
}

export function createUsersService({ users, onUserChanged }: Deps) {
  return {
    async updateProfile(userId: string, body: UpdateProfileBody): Promise<UserRow> {
      const other = await users.findByEmail(body.email);
      if (other && other.id !== userId) throw emailTaken();
      try {
        const row = await users.update(userId, body);
        if (!row) throw userNotFound();
        await onUserChanged(userId);
        return row;
      } catch (error) {
        if (isEmailConflict(error)) throw emailTaken();
        throw error;
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
