// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { FarewellMessageKey } from './farewell-messages';

export const farewellMessagesEn: Record<FarewellMessageKey, string> = {
  'deleteAccount.done':
    'Your account is deleted, and your data is gone from this device too. Thank you for travelling with us.',
  'deleteAccount.dismiss': 'Dismiss the notice',
};
