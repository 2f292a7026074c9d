import { fieldError } from '../auth/errors';
import { usernameCandidate } from '../auth/username';
import type { Database } from '../db/connect';
import {
  insertUser,
  type NewUserRow,
  type UserRow,
  usernameExists,
  violatedUniqueIndex,
} from '../repositories/users-repository';

type AccountValues = Omit<NewUserRow, 'id' | 'username'>;

/** Which field a unique-index violation is about. */
function takenField(index: string): 'username' | 'email' | 'google' | undefined {
  if (index.includes('username')) return 'username';
  if (index.includes('email')) return 'email';
  if (index.includes('google')) return 'google';
  return undefined;
}

/** Inserts an account with the given name; a name or e-mail taken meanwhile is a field error. */
export async function createAccountNamed(
  db: Database,
  username: string,
  values: AccountValues,
): Promise<UserRow> {
  try {
    return await insertUser(db, { ...values, username });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === undefined) throw error;
    const field = takenField(index);
    if (field === 'username') throw fieldError('username', 'username_taken');
    if (field === 'email') throw fieldError('email', 'email_taken');
    throw error;
  }
}

export class GoogleSubTaken extends Error {}

/**
 * Inserts an account under a name derived from `base`: the base itself when
 * free, else the base with a numeric suffix, retried when another request
 * takes the same name at the same moment.
 */
export async function createAccountDerived(
  db: Database,
  base: string,
  values: AccountValues,
): Promise<UserRow> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const username = usernameCandidate(base, attempt);
    if (await usernameExists(db, username)) continue;
    try {
      return await insertUser(db, { ...values, username });
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === undefined) throw error;
      const field = takenField(index);
      if (field === 'username') continue;
      if (field === 'email') throw fieldError('email', 'email_taken');
      if (field === 'google') throw new GoogleSubTaken();
      throw error;
    }
  }
  throw new Error(`no free account name found for base ${base}`);
}
