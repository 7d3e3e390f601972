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
