import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { createCompany, type TestCompany } from '../../../server/testing/company/company-test-kit.ts'
import { type ListeningServer, listeningServer } from '../api/listening-server.ts'

/** The server of a views test (decision 057: views are tested against it) and where it listens. */
export type RealServer = ListeningServer

/** How long a view may take to show what the real server answered. */
export const LOAD = { timeout: 5000 }

/**
 * The real server for one views test file: started before its tests, closed after them, and the
 * rendered views cleaned up after each. Read `t` and `baseUrl` inside tests.
 */
export function realServer(options?: Parameters<typeof listeningServer>[0]): RealServer {
  const server = listeningServer(options)
  afterEach(cleanup)
  return server
}

/** The real server and one company of the file's own on it, made once the server has started. */
export function realServerWithCompany(
  company?: Parameters<typeof createCompany>[1],
  options?: Parameters<typeof listeningServer>[0],
): RealServer & { readonly company: TestCompany } {
  const server = realServer(options)
  let made: TestCompany | undefined
  beforeAll(async () => {
    made = await createCompany(server.t, company)
  })
  return {
    get t() {
      return server.t
    },
    get baseUrl() {
      return server.baseUrl
    },
    get company() {
      if (!made) throw new Error('The company is read before its file has made it.')
      return made
    },
  }
}
