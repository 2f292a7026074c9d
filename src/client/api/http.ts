import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from '../../shared/limits';

/**
 * The one HTTP client of the app. Calls name paths relative to /api (`http.get('health')`,
 * no leading slash: ky's prefixUrl rule). Bearer tokens and the single refresh on 401 are
 * added here when sign-in arrives, so no feature module ever builds its own client.
 */
export const http = ky.create({
  prefixUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
});
