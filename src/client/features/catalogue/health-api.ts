import type { HealthResponse } from '../../../shared/api/health';
import { http } from '../../api/http';

/**
 * How many World Heritage sites the server's catalogue holds, as reported by /api/health.
 * The landing page shows this number, so it is always the real catalogue size. Checked by
 * hand rather than with the zod schema: this runs on the first screen, and zod would add
 * ~30 KiB gz to it for one number.
 */
export async function fetchCatalogueSize(signal?: AbortSignal): Promise<number> {
  const body = await http.get('health', { signal }).json<Partial<HealthResponse> | null>();
  const sites = body?.sites;
  if (typeof sites !== 'number' || !Number.isInteger(sites) || sites < 0) {
    throw new Error('/api/health did not say how many sites there are');
  }
  return sites;
}
