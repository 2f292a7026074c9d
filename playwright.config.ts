import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against
 * the production build served by the real server on an embedded database in
 * a fresh data folder. scripts/test-all.sh builds first.
 */
const port = Number(process.env.E2E_PORT ?? 8765);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The test SMTP server beside the app (tests/e2e/support/smtp-sink-server.ts). */
const smtpPort = port + 1;
/** Where that server writes each mail it receives, for tests to read. */
export const E2E_MAIL_DIR = `${dataDir}-mail`;
/** The measurement id the browser tests' server is configured with. */
export const ANALYTICS_TEST_ID = 'G-HPTEST0001';

/** Debian's full Chromium: what the benches measure and the screenshots are taken in. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * The browser tests drive Debian's Chromium headless shell (package chromium-headless-shell):
 * the same Blink and V8 as /usr/bin/chromium at the same version, without the browser's own
 * UI running beside the page, which left the two cores less for the page and the server.
 * It is the build Playwright itself uses for headless Chromium.
 */
const testLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: '/usr/bin/chromium-headless-shell',
  // No test may reach the internet: the browser resolves no host name but the test server's
  // address, so a request bound elsewhere fails in the browser itself. (A context route that
  // aborted such requests made the browser pause every request of every test for the test
  // runner to look at.)
  args: [
    ...chromiumLaunchOptions.args,
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One browser at a time: the machines have two cores, and a second browser beside the
  // server made every first visit (catalogue download, IndexedDB, map) several times slower,
  // so waits tuned for one user timed out. It costs little: the two were CPU-bound anyway.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // The longest flows (offline → reload → online with a photo) take ~20 s on this 2-core
  // machine with two workers, a server and photo processing sharing it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // A failed test keeps its actions, network and console, but a trace is recorded for every
    // test, passing or not, and its recording is a good part of what the test runner costs
    // the two cores: the whole suite (CI, and npm test) records none, and a failing test run
    // again alone (npm run test:e2e -- file:line) keeps one. Never the DOM snapshots and the
    // screencast of every action; a failure's page is kept anyway (its error context).
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // The app honours reduced motion (flights and transitions take no time): tests wait for
    // what a person sees, not for animations. map.spec.ts flies with motion.
    reducedMotion: 'reduce',
    launchOptions: testLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: devices['Desktop Chrome'],
    },
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/smtp-sink-server.ts',
      port: smtpPort,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR },
    },
    {
      command: `rm -rf ${dataDir} && node dist/server/main.js`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every test browser signs up from 127.0.0.1: lift the per-IP limits
        // (the per-account login limit stays as in production).
        RATE_LIMIT_LOGIN_PER_IP: '10000/900',
        RATE_LIMIT_REGISTER_PER_IP: '10000/3600',
        RATE_LIMIT_REFRESH_PER_IP: '10000/900',
        RATE_LIMIT_PASSWORD_RESET_PER_IP: '10000/3600',
        // Analytics configured, so the consent tests can see it load only after "accept"
        // (tests/e2e/cookie-consent.spec.ts answers gtag.js with a stub; nothing leaves).
        ANALYTICS_MEASUREMENT_ID: ANALYTICS_TEST_ID,
        // Account mail goes to the test SMTP server; its links point at this server.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    },
  ],
});
