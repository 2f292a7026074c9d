/**
 * One engine's run: the switchable network and one browser for the whole file (journeys
 * follow each other as one traveller's would: first visit, sign-up, offline days, an
 * update), and a failed test's screenshot and address in .tmp/results/engines/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import { type Account, newAccount } from '../../e2e/pages/accounts';
import type { EngineBrowser, EngineTab, LaunchOptions } from './engine';
import { pageText } from './in-page';
import { APP_PORT, NETWORK_PORT } from './ports';
import { SwitchableNetwork } from './switchable-network';

const FAILURES_DIR = '.tmp/results/engines';

export type Suite = {
  browser: EngineBrowser;
  network: SwitchableNetwork;
  tab: EngineTab;
  /** The traveller of this run (signed up by the journeys). */
  account: Account;
};

export function engineSuite(launch: (options: LaunchOptions) => Promise<EngineBrowser>): Suite {
  const suite = { account: newAccount('旅するエンジン') } as Suite;
  beforeAll(async () => {
    suite.network = new SwitchableNetwork(APP_PORT, NETWORK_PORT);
    await suite.network.goOnline();
    suite.browser = await launch({ origin: suite.network.origin });
    suite.tab = suite.browser.firstTab;
  });
  // A test that failed while the network was cut must not leave the next one offline.
  beforeEach(async () => {
    await suite.network.goOnline();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.network?.goOffline();
  });
  return suite;
}

/** Call first in a test: on failure, keeps what the tab showed. */
export function keepEvidence(
  suite: Suite,
  testName: string,
  tabShown: () => EngineTab = () => suite.tab,
): void {
  onTestFailed(async () => {
    const tab = tabShown();
    const base = `${FAILURES_DIR}/${suite.browser.name}-${testName.replace(/[^\w]+/g, '-')}`;
    mkdirSync(FAILURES_DIR, { recursive: true });
    const url = await tab.url().catch(() => '(unknown)');
    const text = await pageText(tab).catch(() => '(unreadable)');
    console.error(`[${suite.browser.name}] ${testName} failed at ${url}\npage text: ${text}`);
    if (suite.network.pending.size > 0) {
      console.error(`requests still unanswered: ${[...suite.network.pending].join(', ')}`);
    }
    const shot = await tab.screenshot().catch(() => null);
    if (shot) {
      writeFileSync(`${base}.png`, shot);
      console.error(`screenshot: ${base}.png`);
    }
  });
}
