import pino from 'pino'
import type { TestDatabaseKind } from '../db/test-databases.ts'
import { logLines } from '../log-lines.ts'
import { startTestApp, type TestApp } from '../test-app.ts'

export const HOST = 'https://partner.example'
export const OTHER_HOST = 'https://evil.example'

export interface EmbedTestApp extends TestApp {
  /** Every log line the app wrote, parsed. */
  logs(): Record<string, unknown>[]
}

/** The real app with embedding on for HOST (or `hosts`), its log kept for reading. */
export async function startEmbedApp(
  kind: TestDatabaseKind,
  options: { hosts?: string; web?: boolean } = {},
): Promise<EmbedTestApp> {
  const { lines, stream } = logLines()
  const t = await startTestApp(kind, {
    web: options.web === true,
    env: { EMBED_HOST_ORIGINS: options.hosts ?? HOST },
    logger: pino({ level: 'info' }, stream),
  })
  return {
    ...t,
    logs: () => lines.flatMap((line) => line.split('\n').filter(Boolean)).map((l) => JSON.parse(l)),
  }
}
