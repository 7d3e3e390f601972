import os from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { messageSections } from './scripts/vite-message-sections.ts'

/**
 * unit: shared/, server/ and web/ tests beside the code (servers they start are real, databases too).
 * e2e: journeys in Chromium against the built site; they need `npm run build` first (npm test does it).
 *
 * Vitest's default is one worker fewer than the cores: one on a two-core CI machine, which ran every file
 * in turn. The files spend most of their time waiting (PostgreSQL, Redis, sockets, Chromium): a journey
 * file used about 0.6 of a core on average. So every core gets a worker, and one more for the soak
 * (decision 065): it holds its worker for minutes while its server and traffic use little CPU.
 *
 * background: the CI-sized soak. Projects are queued by name, so this one starts first and runs beside
 * the others instead of at the end; it needs the build as the journeys do.
 */
const WORKERS = Math.max(2, os.availableParallelism()) + 1

export default defineConfig({
  plugins: [messageSections()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'background',
          include: ['bench/soak/soak.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'web/**/*.test.ts',
            'web/**/*.test.tsx',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'cluster/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'bench/soak/soak.test.ts'],
          environment: 'node',
          setupFiles: ['web/app/test-support/dom-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          // Sized for the two-core CI machine under load (waits inside are set in e2e/support/browser.ts).
          testTimeout: 150_000,
          hookTimeout: 120_000,
          // Each journey file starts its own site, database, mail sink and Chromium: files are
          // independent, and share the workers with the unit files (same count, so one group).
          maxWorkers: WORKERS,
        },
      },
    ],
  },
})
