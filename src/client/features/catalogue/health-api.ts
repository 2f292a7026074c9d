import type { HealthResponse } from '../../../shared/api/health';
import { http } from '../../api/http';

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
