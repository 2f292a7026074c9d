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

let demoAnswer: Promise<boolean> | null = null;

/**
 * Whether the server runs on the generated demo community (`npm run demo`): asked once per
 * page. No answer (offline, an older server) means no: the mark is only shown when the
 * server says so.
 */
export function fetchDemoFlag(): Promise<boolean> {
  demoAnswer ??= http
    .get('health')
    .json<Partial<HealthResponse> | null>()
    .then(
      (body) => body?.demo === true,
      () => {
        demoAnswer = null;
        return false;
      },
    );
  return demoAnswer;
}
