import { defineConfig, devices } from '@playwright/test';

// One port for the whole run, chosen here in the main process; workers inherit the environment.
process.env.E2E_PORT ??= String(30_000 + Math.floor(Math.random() * 20_000));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Visitors in most tests have already answered the cookie banner; the consent tests start without it. */
const consentGiven = {
  cookies: [],
  origins: [
    {
      origin: baseURL,
      localStorage: [
        { name: 'cookie_consent', value: 'true' },
        { name: 'cookie_preferences', value: JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }) },
        { name: 'cookie_consent_date', value: '2026-01-01T00:00:00.000Z' },
      ],
    },
  ],
};

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    storageState: consentGiven,
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /.*\.phone\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /.*\.phone\.spec\.ts/ },
  ],
  // The real built app and server against a real PostgreSQL in a throw-away folder.
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
