import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startTestApp, type TestApp } from '../../../server/testing/test-app.ts'

export interface RealServer {
  /** The server started for this file, with its database (decision 057: views are tested against it). */
  readonly t: TestApp
  /** Where it listens on loopback, for the views' API clients. */
  readonly baseUrl: string
}

/**
 * The real server for one test file: started before its tests, closed after them, and the rendered
 * views cleaned up after each. Read `t` and `baseUrl` inside tests; they are set once the file starts.
 */
export function realServer(options?: Parameters<typeof startTestApp>[1]): RealServer {
  let app: TestApp | undefined
  let url: string | undefined
  beforeAll(async () => {
    app = await startTestApp('pglite', options)
    url = await app.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => app?.close())
  afterEach(cleanup)
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
