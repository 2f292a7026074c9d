import type { Badge, NewBadges } from '../../../shared/api/badges';
import { http } from '../../api/http';
import { readCacheKeys } from '../../db/read-cache-rows';
import { type RemoteView, useRemoteView } from '../remote-view/use-remote-view';

/** Every badge definition with the user's standing (earned, date, progress), kept for offline. */
export function useBadges(): RemoteView<Badge[]> {
  return useRemoteView('badges/', readCacheKeys.badges());
}

/** Asks the server which badges were earned since the user last asked (each told once). */
export function checkNewBadges(): Promise<NewBadges> {
  return http.post('badges/check_new_badges/', { retry: 0 }).json<NewBadges>();
}
