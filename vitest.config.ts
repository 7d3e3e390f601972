import os from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { brandLogos } from './scripts/vite-brand-logos.ts'
import { messageSections } from './scripts/vite-message-sections.ts'

/**
 * Five groups (decision 069), each a project, so that one can run alone (`npm run test:unit`,
 * `test:routes`, `test:e2e`):
 * - unit: shared/, web/ (*.test.ts), bench/, scripts/, cluster/ and server/ tests outside server/routes/ and
 *   server/testing/;
 * - components: web/ component tests (*.test.tsx) in jsdom, each file in a fresh worker, as before;
 * - routes: server/routes/ (the HTTP routes through inject, on PostgreSQL when TEST_DATABASE_URL is set), and
 *   server/testing/'s tests of every route at once (the business matrix, the sweeps, the fuzzer, decision 105);
 * - e2e: journeys in Chromium against the built site; they need `npm run build` first (npm test does it);
 * - background: the one-minute soak and the heap-snapshot test, queued first and run beside the others (decision 065).
 *
 * No isolation between files but the component tests (decision 069): a worker runs file after file in one module graph, so the
 * server's modules, PGlite's WebAssembly and, for journeys, Chromium and the seeded database are loaded
 * once per worker instead of once per file, which was more than half of CI's CPU. Files still start their
 * own app on their own database; tests that change process-wide state (environment, globals, timers)
 * restore it.
 *
 * Every core gets a worker and one more: files spend much of their time waiting (PostgreSQL, Redis,
 * sockets, Chromium), and the soak holds its worker for a minute while using little CPU.
 */
const WORKERS = Math.max(2, os.availableParallelism()) + 1

const UNIT = [
  'shared/**/*.test.ts',
  'server/**/*.test.ts',
  'web/**/*.test.ts',
  'web/**/*.test.tsx',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
  'cluster/**/*.test.ts',
  'e2e/support/**/*.test.ts',
]

export default defineConfig({
  plugins: [messageSections(), brandLogos()],
  test: {
    isolate: false,
    maxWorkers: WORKERS,
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          // The soak, and the heap-snapshot test: a snapshot of a worker that had loaded other files' modules
          // took 40 s instead of 1 s, so both get a fresh worker of their own.
          name: 'background',
          include: ['bench/soak/soak.test.ts', 'bench/soak/heap-growth.test.ts'],
          isolate: true,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [
            ...configDefaults.exclude,
            'bench/soak/soak.test.ts',
            'bench/soak/heap-growth.test.ts',
            'server/routes/**',
            'server/testing/**',
            'web/**/*.test.tsx',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Component tests in jsdom keep a fresh worker per file: they set globals of the page (viewport,
          // storage, focus) that a later file in the same worker would otherwise inherit.
          name: 'components',
          include: ['web/**/*.test.tsx'],
          isolate: true,
          setupFiles: ['web/testing/app/dom-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'routes',
          include: ['server/routes/**/*.test.ts', 'server/testing/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          // Sized for the two-core CI machine under load (waits inside are set in e2e/support/browser.ts).
          testTimeout: 150_000,
          hookTimeout: 120_000,
          // expect.poll's default second is too short for a page hydrating on that machine: a button that
          // enables once its island's chunk ran was seen to take longer.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
})
