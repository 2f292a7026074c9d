import type { CommunityFigures } from '../../../shared/api/ranking';
import { readCacheKeys } from '../../db/read-cache-rows';
import { type RemoteView, useRemoteView } from '../remote-view/use-remote-view';

/**
 * The landing counter's figures (sites on the List, travellers, visits), from the server;
 * the last answer is kept so offline the counter shows it with its age rather than nothing.
 */
export function useCommunityFigures(): RemoteView<CommunityFigures> {
  return useRemoteView('heritage/community/', readCacheKeys.community());
}
