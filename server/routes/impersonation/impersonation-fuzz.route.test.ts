import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { IMPERSONATION_API } from '../../../shared/impersonation/impersonation-contract.ts'
import {
  ZImpersonationAuditQuerySchema,
  ZStartImpersonationRequestSchema,
} from '../../../shared/impersonation/impersonation-schemas.ts'
import { testDatabaseKinds } from '../../db/test-databases.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { createTestUser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { type LiveBrowser, liveBrowser, signedInSupporter } from './impersonation-test-kit.ts'

const STACK = /\bat .+\.ts:\d+|node_modules/

describe.each(testDatabaseKinds())('impersonation routes under generated input (%s)', (kind) => {
  let t: TestApp
  let supporter: LiveBrowser
  let stranger: LiveBrowser
  let target: { id: string; email: string }
  beforeAll(async () => {
    t = await startTestApp(kind)
    supporter = await signedInSupporter(t)
    stranger = await liveBrowser(t, await createTestUser(t))
    target = await createTestUser(t)
  })
  afterAll(async () => t?.close())

  const value = () =>
    fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.emailAddress(),
      fc.uuid(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.constantFrom(
        'x'.repeat(600),
        'Ticket SUP-4242 fuzz',
        '\u0000',
        '%00',
        '00000000-0000-0000-0000-000000000000',
      ),
    )

  it('[ASVS #44 16.5.1] answers starts with 4xx JSON for anything invalid, never 500', async () => {
    const body = fc.dictionary(fc.constantFrom('email', 'userId', 'reason', 'ttlMs', 'zzz'), value(), {
      maxKeys: 4,
    })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(supporter, stranger),
        body,
        fc.boolean(),
        async (who, payload, known) => {
          who.ip = nextIp()
          const sent = known ? { ...payload, email: target.email } : payload
          const res = await who.call({ method: 'POST', url: IMPERSONATION_API.support, payload: sent })
          expect(res.statusCode).toBeLessThan(500)
          expect(res.body).not.toMatch(STACK)
          if (res.statusCode >= 400) expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
          if (!ZStartImpersonationRequestSchema.safeParse(sent).success) expect(res.statusCode).toBe(400)
          // A start that went through is ended again, so the next run starts from the supporter.
          if (res.statusCode === 200) {
            expect((await who.call({ method: 'DELETE', url: IMPERSONATION_API.support })).statusCode).toBe(
              200,
            )
          }
        },
      ),
      { numRuns: 120 },
    )
  })

  it('answers every method, raw body and query on the impersonation paths without a 500', async () => {
    const raw = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.json(),
      fc.constantFrom('', '[]', 'null', '{"reason":'),
    )
    const query = fc.dictionary(
      fc.constantFrom('limit', 'before', 'zzz'),
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.integer().map(String),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      { maxKeys: 3 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(supporter, stranger),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.constantFrom(...Object.values(IMPERSONATION_API)),
        raw,
        query,
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
        async (who, method, path, payload, params, type) => {
          who.ip = nextIp()
          const res = await who.call({
            method: method as 'POST',
            url: `${path}?${new URLSearchParams(params)}`,
            payload: method === 'GET' ? undefined : payload,
            headers: { 'content-type': type },
          })
          expect(res.statusCode).toBeLessThan(500)
          expect(res.body).not.toMatch(STACK)
          if (res.statusCode >= 400) expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
          if (
            method === 'GET' &&
            path === IMPERSONATION_API.audit &&
            !ZImpersonationAuditQuerySchema.safeParse(params).success
          ) {
            expect(res.statusCode).toBe(400)
          }
        },
      ),
      { numRuns: 120 },
    )
    // Whatever was sent, the supporter is still the supporter.
    expect((await supporter.authState()).userInfoState?.accountEmail).toBe(supporter.email)
  })
})
