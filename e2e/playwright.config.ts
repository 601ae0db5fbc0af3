import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Each run gets its own ports and embedded database so several runs (and developers) never collide. npm test picks
// three free ports and passes them; by hand, E2E_PORT alone is enough (the mail ports follow it).
const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? port + 2000);
const dataDir = resolve(`.data-e2e/${port}/db`);
// The server serves a snapshot of the built app, so a rebuild during a run cannot pull files from under the browser.
const webDir = resolve(`.data-e2e/${port}/web`);
const root = resolve(import.meta.dirname, '..');

// The journeys open the app at http://localhost, not 127.0.0.1: browsers refuse an IP address as a WebAuthn relying
// party, and the passkey journeys need one (decision 090). The server still listens on 127.0.0.1, which is localhost.
export const E2E = { port, smtpPort, mailboxPort, dataDir, baseURL: `http://localhost:${port}` };

// Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless) draws no
// browser window: the journeys take about 35% less time in it than in the full browser (decision 067). Where only
// the full browser is installed, the journeys run in that.
const fullBrowser = '/usr/bin/chromium';
const headlessShell = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : fullBrowser;
// The shell has no PDF viewer: a PDF shown in a frame is downloaded instead. The journeys that show a statement
// inside the app, as the native wrappers' web views do, run in the full browser.
const needsPdfViewer = /statements-native\.spec\.ts$/;

const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // The journeys share one server and the demo accounts; one worker keeps them independent of order. (A second
  // worker with a server of its own was slower here: the two cores are already busy with one, decision 067.)
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: resolve(root, process.env.E2E_REPORT ?? `.reports/e2e${port === 3100 ? '' : `-${port}`}.json`) },
    ],
  ],
  outputDir: resolve(root, `test-results/e2e-${port}`),
  use: {
    baseURL: E2E.baseURL,
    // A failed journey keeps its trace (actions, DOM snapshots, network) and a screenshot of where it stopped. The
    // trace's screencast, a JPEG of every frame, is off: it cost a third of the run's time (decision 067).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The journeys watch the network a first visit uses and stand in for the API with page.route: a service worker
    // would answer some of it. The installed-app journeys (pwa-*.spec.ts) allow it for themselves.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: needsPdfViewer, use: { ...desktop, launchOptions: launchOptions(headlessShell) } },
    { name: 'chromium-pdf', testMatch: needsPdfViewer, use: { ...desktop, launchOptions: launchOptions(fullBrowser) } },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx e2e/support/mailbox.ts`,
      cwd: root,
      url: `http://127.0.0.1:${mailboxPort}/health`,
      env: { SMTP_PORT: String(smtpPort), MAILBOX_PORT: String(mailboxPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${dataDir} ${webDir} && mkdir -p ${webDir} && cp -r ${process.env.WEB_DIST_SOURCE ?? 'apps/web/dist'}/. ${webDir} && node_modules/.bin/tsx e2e/support/server.ts`,
      cwd: root,
      url: `http://127.0.0.1:${port}/readyz`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: webDir,
        PUBLIC_URL: E2E.baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The journeys sign in from one address far more often than a person; the limits have server tests.
        RATE_LIMITS: 'off',
        // Pictures from another origin (property-pictures.spec.ts serves them on a port of its own, decision 085).
        IMAGE_HOSTS: 'http://127.0.0.1:*',
        // The channel-calendar journey serves its feed from this machine; nothing else private is reachable.
        OUTBOUND_ALLOW: '127.0.0.1',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
