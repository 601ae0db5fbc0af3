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

export const E2E = { port, smtpPort, mailboxPort, dataDir, baseURL: `http://127.0.0.1:${port}` };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // The journeys share one server and the demo accounts; one worker keeps them independent of order.
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
      url: `${E2E.baseURL}/readyz`,
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
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
