import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'tests/import-rules/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['tests/support/database-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          // The real server as separate processes: restarts, crashes, several processes on one database.
          name: 'process',
          include: [
            'tests/process/**/*.test.ts',
            ...(process.env.TEST_DATABASE_URL ? ['tests/process-postgres/**/*.test.ts'] : []),
          ],
          globalSetup: ['tests/support/process-global-setup.ts'],
          // Two files at a time: each starts its own server processes on its own data folder or database.
          maxWorkers: 2,
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          // A worker runs file after file in one process: each file still starts its own server,
          // database and browser, and skips a new process's start and imports (about 1.5 s a file).
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          // Two journeys at a time: each file has its own server process, database and browser, and
          // spends much of its time waiting on them, so two share the machine's two cores well.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits like Playwright's own waits, not Vitest's default second: a page on a busy
          // machine can take longer than that to load its data.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
