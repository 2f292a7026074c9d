import { accountMessagesJa } from '../features/account/messages';
import { accountDeletionMessagesJa } from '../features/account-deletion/messages';
import { authMessagesJa } from '../features/auth/messages';
import { badgesMessagesJa } from '../features/badges/messages';
import { commentsMessagesJa } from '../features/comments/messages';
import { dashboardMessagesJa } from '../features/dashboard/messages';
import { feedMessagesJa } from '../features/feed/messages';
import { mapMessagesJa } from '../features/map/messages';
import { rankingMessagesJa } from '../features/ranking/messages';
import { shareMessagesJa } from '../features/share/messages';
import { usersMessagesJa } from '../features/users/messages';
import { visitImportMessagesJa } from '../features/visit-import/messages';
import { visitPhotoMessagesJa } from '../features/visit-photo/messages';
import { visitsMessagesJa } from '../features/visits/messages';
import { wishlistMessagesJa } from '../features/wishlist/messages';
import { yearReviewMessagesJa } from '../features/year-review/messages';
import { yourDataMessagesJa } from '../features/your-data/messages';

/**
 * The Japanese messages of the screens after the first one (docs/PERF.md P1): a chunk of
 * their own, loaded with those screens (screen-messages.ts). Each feature keeps its own in
 * its messages.ts.
 */
export const jaScreens = {
  ...accountMessagesJa,
  ...accountDeletionMessagesJa,
  ...mapMessagesJa,
  ...authMessagesJa,
  ...visitPhotoMessagesJa,
  ...visitsMessagesJa,
  ...wishlistMessagesJa,
  ...feedMessagesJa,
  ...commentsMessagesJa,
  ...usersMessagesJa,
  ...shareMessagesJa,
  ...rankingMessagesJa,
  ...badgesMessagesJa,
  ...dashboardMessagesJa,
  ...yourDataMessagesJa,
  ...yearReviewMessagesJa,
  ...visitImportMessagesJa,
} as const;
