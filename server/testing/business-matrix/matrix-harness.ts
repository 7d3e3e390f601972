import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { TRoleTemplateKey } from '../../../shared/roles.ts'
import { adminBrowser, createCompany, createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import { signedInSupporter, startBody } from '../impersonation/impersonation-test-kit.ts'
import { browserIdentity, type TestApp } from '../test-app.ts'
import type { MatrixContext, MatrixSample } from './matrix-sample.ts'
import { MATRIX_FEATURES, MATRIX_ROLES, type MatrixCaller, SUPPORT_ACTS_AS } from './route-expectations.ts'

/** A browser's cookie and form token, read at each call (an impersonation start rotates them). */
export interface CallerBrowser {
  readonly cookie: string
  readonly token: string
}

let counter = 0
/** A new address per call, so that no route's per-address rate limit is reached (172.16.0.0/12). */
export function nextMatrixIp(): string {
  counter++
  return `172.${16 + ((counter >> 16) & 15)}.${(counter >> 8) & 255}.${counter & 255}`
}

/** A sample's request for this context, with the sample's method (a build may leave it out). */
export async function requestFor(sample: MatrixSample, ctx: MatrixContext): Promise<InjectOptions> {
  // A sample of a route without params may leave the url to the route it samples.
  return { url: sample.url, ...(await sample.build(ctx)), method: sample.method }
}

/** Sends a sample's request as this browser: cookie, form token, a fresh address, JSON by default. */
export function send(
  t: TestApp,
  browser: CallerBrowser,
  request: InjectOptions,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers ?? {}))
    if (typeof value === 'string') headers[name.toLowerCase()] = value
  if (request.payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json'
  return t.app.inject({
    ...request,
    remoteAddress: nextMatrixIp(),
    headers: { ...headers, cookie: browser.cookie, 'x-csrf': browser.token },
  })
}

/** A company of the Enterprise plan with every feature on (MATRIX_FEATURES). */
export const matrixCompany = (t: TestApp) => createCompany(t, { features: [...MATRIX_FEATURES] })

/** A sample's context; what the samples start is stopped by `close`. */
export function matrixContexts(t: TestApp) {
  const stops: (() => Promise<void>)[] = []
  return {
    of: (company: TestCompany): MatrixContext => ({ t, company, onClose: (stop) => stops.push(stop) }),
    close: async () => {
      for (const stop of stops.splice(0)) await stop()
    },
  }
}

/**
 * The matrix's callers for one company: a visitor with a browser but no session, a member of each
 * built-in role with a proven second factor, and support staff impersonating the company's admin.
 */
export async function callersOf(
  t: TestApp,
  company: TestCompany,
): Promise<Record<MatrixCaller, CallerBrowser>> {
  const callers = { anonymous: await browserIdentity(t.app) } as Record<MatrixCaller, CallerBrowser>
  for (const role of MATRIX_ROLES) callers[role] = await adminBrowser(t, company, { role })
  callers.support = await impersonatingMember(t, company, SUPPORT_ACTS_AS)
  return callers
}

/** Support staff (second factor proven, as decision 021 requires) acting as a new member of the company. */
export async function impersonatingMember(
  t: TestApp,
  company: TestCompany,
  role: TRoleTemplateKey,
): Promise<CallerBrowser> {
  const supporter = await signedInSupporter(t)
  const member = await createMemberOf(t, company, role)
  const res = await supporter.call(startBody({ userId: member.id }))
  if (res.statusCode !== 200) throw new Error(`impersonation answered ${res.statusCode}: ${res.body}`)
  return supporter
}
