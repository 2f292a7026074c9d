import { accountMessagesEn } from '../features/account/messages-en';
import { accountDeletionMessagesEn } from '../features/account-deletion/messages-en';
import { authMessagesEn } from '../features/auth/messages-en';
import { badgesMessagesEn } from '../features/badges/messages-en';
import { commentsMessagesEn } from '../features/comments/messages-en';
import { dashboardMessagesEn } from '../features/dashboard/messages-en';
import { feedMessagesEn } from '../features/feed/messages-en';
import { mapMessagesEn } from '../features/map/messages-en';
import { rankingMessagesEn } from '../features/ranking/messages-en';
import { shareMessagesEn } from '../features/share/messages-en';
import { usersMessagesEn } from '../features/users/messages-en';
import { visitImportMessagesEn } from '../features/visit-import/messages-en';
import { visitPhotoMessagesEn } from '../features/visit-photo/messages-en';
import { visitsMessagesEn } from '../features/visits/messages-en';
import { wishlistMessagesEn } from '../features/wishlist/messages-en';
import { yearReviewMessagesEn } from '../features/year-review/messages-en';
import { yourDataMessagesEn } from '../features/your-data/messages-en';
import type { ScreensMessages } from './ja';

/**
 * The English messages of the screens after the first one, loaded with those screens when
 * English is chosen (docs/PERF.md P1). Typed, so a key missing here fails tsc.
 */
export const enScreens: ScreensMessages = {
  ...accountMessagesEn,
  ...accountDeletionMessagesEn,
  ...mapMessagesEn,
  ...authMessagesEn,
  ...visitPhotoMessagesEn,
  ...visitsMessagesEn,
  ...wishlistMessagesEn,
  ...feedMessagesEn,
  ...commentsMessagesEn,
  ...usersMessagesEn,
  ...shareMessagesEn,
  ...rankingMessagesEn,
  ...badgesMessagesEn,
  ...dashboardMessagesEn,
  ...yourDataMessagesEn,
  ...yearReviewMessagesEn,
  ...visitImportMessagesEn,
};
