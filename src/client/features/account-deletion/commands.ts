/**
 * Deleting the account. Not through the outbox: it needs the server's answer there and then
 * (it checks the password), and offline the screen says so instead of queueing it.
 */
import { create } from 'zustand';
import type { AccountDeletionRequest } from '../../../shared/api/account';
import { http } from '../../api/http';
import { logOutAndForget } from '../auth/sign-out-data';

/** Asks the server to delete the account; throws the server's refusal or a network failure. */
export async function deleteAccountOnServer(proof: AccountDeletionRequest): Promise<void> {
  await http.delete('auth/account/', { json: proof, retry: 0 });
}

/**
 * After the server deleted the account: nothing of the user stays on this device, waiting
 * changes included (there is no account left to send them to), and the session ends.
 */
export async function forgetDeletedAccount(): Promise<void> {
  useFarewellStore.setState({ shown: true });
  await logOutAndForget({ keepWaiting: false });
}

/** Whether the notice that the account was deleted is showing (until dismissed). */
export const useFarewellStore = create<{ shown: boolean }>()(() => ({ shown: false }));
