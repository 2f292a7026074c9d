import { describe } from 'vitest';
import { collectingJourneys } from './collecting-journeys';
import { coreJourneys } from './journeys';
import { platformJourneys } from './platform-journeys';
import { socialJourneys } from './social-journeys';
import { engineSuite } from './support/engine-suite';
import { launchWebKit } from './support/webkit';

describe('WebKit (as iPhone Safari)', () => {
  const suite = engineSuite(launchWebKit);
  coreJourneys(suite, launchWebKit, { firstVisits: 4 });
  platformJourneys(suite);
  socialJourneys(suite);
  collectingJourneys(suite);
});
