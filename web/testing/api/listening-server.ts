import { afterAll, beforeAll } from 'vitest'
import { startTestApp, type TestApp } from '../../../server/testing/test-app.ts'

export interface ListeningServer {
  /** The server started for this file, with its database. */
  readonly t: TestApp
  /** Where it listens on loopback, for the browser-side clients under test. */
  readonly baseUrl: string
}

const onLoopback = (t: TestApp) => t.app.listen({ host: '127.0.0.1', port: 0 })

/**
 * The real server for one test file, listening on loopback: started before its tests, closed after them.
 * `listen` may add routes or data before it listens. Read `t` and `baseUrl` inside tests; they are set
 * once the file starts.
 */
export function listeningServer(
  options?: Parameters<typeof startTestApp>[1],
  listen: (t: TestApp) => Promise<string> = onLoopback,
): ListeningServer {
  let app: TestApp | undefined
  let url: string | undefined
  beforeAll(async () => {
    app = await startTestApp('pglite', options)
    url = await listen(app)
  })
  afterAll(async () => app?.close())
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The real server is read before its file has started it.')
    return value
  }
  return {
    get t() {
      return started(app)
    },
    get baseUrl() {
      return started(url)
    },
  }
}
