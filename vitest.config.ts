import os from 'node:os'
import { defineConfig } from 'vitest/config'
import { messageSections } from './scripts/vite-message-sections.ts'

/**
 * unit: shared/, server/ and web/ tests beside the code (servers they start are real, databases too).
 * e2e: journeys in Chromium against the built site; they need `npm run build` first (npm test does it).
 */
export default defineConfig({
  plugins: [messageSections()],
  test: {
    projects: [
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
          ],
          environment: 'node',
          setupFiles: ['web/app/test-support/dom-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest's default is one worker fewer than the cores: one on a two-core CI machine. The unit
          // files spend much of their time waiting on PostgreSQL, Redis and sockets, so every core works.
          maxWorkers: Math.max(2, os.availableParallelism()),
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
