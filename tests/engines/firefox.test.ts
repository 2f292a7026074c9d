import { describe } from 'vitest';
import { collectingJourneys } from './collecting-journeys';
import { coreJourneys } from './journeys';
import { platformJourneys } from './platform-journeys';
import { socialJourneys } from './social-journeys';
import { engineSuite } from './support/engine-suite';
import { launchFirefox } from './support/firefox';

describe('Firefox', () => {
  const suite = engineSuite(launchFirefox);
  coreJourneys(suite, launchFirefox, { firstVisits: 2 });
  platformJourneys(suite);
  socialJourneys(suite);
  collectingJourneys(suite);
});
