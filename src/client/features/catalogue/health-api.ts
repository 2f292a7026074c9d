import { healthResponseSchema } from '../../../shared/api/health';
import { http } from '../../api/http';

/**
 * How many World Heritage sites the server's catalogue holds, as reported by /api/health.
 * The landing page shows this number, so it is always the real catalogue size.
 */
export async function fetchCatalogueSize(signal?: AbortSignal): Promise<number> {
  const body = await http.get('health', { signal }).json();
  return healthResponseSchema.parse(body).sites;
}
