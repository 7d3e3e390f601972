import type { InjectOptions } from 'fastify'
import { createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'

/** The company whose member calls, and the app; a sample may create rows of that company. */
export interface MatrixContext {
  t: TestApp
  company: TestCompany
  /**
   * Registers something a sample started (a peer server) to stop when the matrix's app closes. The
   * matrix and sweep always pass it; a sample that needs it refuses to build without it.
   */
  onClose?: (stop: () => Promise<void>) => void
}

/**
 * One business route's valid request, for the route-by-role matrix and the two-company sweep
 * (issue 7; ASVS rows 35 and 38). Every route with `config.business` needs one: the matrix fails and
 * names the routes that have none. `build` is called once per caller with the caller's own company
 * and must make a request that a permitted member gets `ok` for (default 200): fill path params with
 * that company's ids (create what you need), send a valid body. The harness adds cookie, form token,
 * remote address, the sample's method (a build may leave it out) and, for JSON payloads, the content
 * type.
 */
export interface MatrixSample {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The route's url exactly as registered, with its :params. */
  url: string
  build(ctx: MatrixContext): Promise<InjectOptions> | InjectOptions
  /** The status a permitted caller gets; default 200. */
  ok?: number
}

/** The sample of a route that takes no input: its own URL, nothing sent. */
export function noInput(method: MatrixSample['method'], url: string): MatrixSample {
  return { method, url, build: () => ({ method, url }) }
}

/** A new traveller of the caller's company, for a sample whose route names a member. */
export async function travellerId({ t, company }: MatrixContext): Promise<string> {
  return (await createMemberOf(t, company, 'traveler')).id
}

/** The sample of a route that names one row and takes nothing else: the row `made` creates, at `path`. */
export function onNewRow(
  method: MatrixSample['method'],
  url: string,
  path: (id: string) => string,
  made: (ctx: MatrixContext) => Promise<string>,
): MatrixSample {
  return { method, url, build: async (ctx) => ({ method, url: path(await made(ctx)) }) }
}
