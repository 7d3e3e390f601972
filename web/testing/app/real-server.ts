import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
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
