import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { COMPANY_FILES_API } from '../../shared/business/company-files-contract.ts'
import { PEOPLE_API } from '../../shared/business/people-contract.ts'
import { PASSKEY_PATHS } from '../../shared/passkey/passkey-contract.ts'
import { SITE_SERVICES_API } from '../../shared/site-services/site-services-contract.ts'
import { concreteUrl, SOME_ID } from '../testing/route-urls.ts'
import { browserIdentity } from '../testing/test-app.ts'
import { useTestApp } from '../testing/use-test-app.ts'

/**
 * ASVS 2.4.1 (checklist row 42): the costly functions the checklist names are limited per address, and
 * every route that declares a limit (read from the route table, so later routes count) answers 429
 * with Retry-After once a burst from one address passes it, and not before.
 */
describe('[ASVS #42 2.4.1] per-address limits on costly routes', () => {
  const t = useTestApp('pglite')

  const limited = () => t.app.routeTable.filter((r) => r.rateLimit && r.method !== 'HEAD')

  /** The costly functions the checklist names. */
  const COSTLY: string[] = [
    AUTH_PATHS.login,
    AUTH_PATHS.register,
    AUTH_PATHS.forgot,
    AUTH_PATHS.reset,
    AUTH_PATHS.codeSend,
    AUTH_PATHS.codeVerify,
    PASSKEY_PATHS.loginParams,
    PEOPLE_API.findUsers,
    SITE_SERVICES_API.feedback,
    COMPANY_FILES_API.contactAccountManager,
    COMPANY_FILES_API.issueReport,
  ]

  let address = 0
  async function caller() {
    const browser = await browserIdentity(t.app)
    const remoteAddress = `10.42.${(address >> 8) & 255}.${address++ & 255}`
    return (method: string, url: string) =>
      t.app.inject({
        method: method as 'POST',
        url: concreteUrl(url, { id: SOME_ID }),
        remoteAddress,
        headers: { cookie: browser.cookie, 'x-csrf': browser.token },
        ...(method === 'GET' ? {} : { payload: {} }),
      })
  }

  it('limits each costly function the checklist names', () => {
    const names = new Set(limited().map((r) => `${r.method} ${r.url}`))
    for (const path of COSTLY) expect(names, path).toContain(`POST ${path}`)
  })

  it('enforces every declared limit: the first answer counts against it (X-RateLimit-Limit)', async () => {
    const wrong: string[] = []
    for (const route of limited()) {
      const res = await (await caller())(route.method, route.url)
      const { max } = route.rateLimit as { max: number }
      if (
        res.headers['x-ratelimit-limit'] !== String(max) ||
        res.headers['x-ratelimit-remaining'] !== String(max - 1)
      )
        wrong.push(
          `${route.method} ${route.url}: ${res.statusCode} limit ${res.headers['x-ratelimit-limit']}`,
        )
    }
    expect(limited().length).toBeGreaterThan(20)
    expect(wrong).toEqual([])
  })

  it('answers a burst from one address past the limit with 429, Retry-After and RATE_LIMITED, and not before', async () => {
    const wrong: string[] = []
    for (const route of limited().filter((r) => COSTLY.includes(r.url))) {
      const { max } = route.rateLimit as { max: number }
      const call = await caller()
      for (let i = 0; i < max; i++) {
        const res = await call(route.method, route.url)
        if (res.statusCode === 429) {
          wrong.push(`${route.method} ${route.url}: 429 at call ${i + 1} of ${max}`)
          break
        }
      }
      const over = await call(route.method, route.url)
      if (over.statusCode !== 429 || over.json().errors?.[0]?.code !== 'RATE_LIMITED')
        wrong.push(`${route.method} ${route.url}: call ${max + 1} answered ${over.statusCode}`)
      else if (!(Number(over.headers['retry-after']) >= 1))
        wrong.push(`${route.method} ${route.url}: Retry-After ${over.headers['retry-after']}`)
      // Another address is not held back by this one's burst.
      if ((await (await caller())(route.method, route.url)).statusCode === 429)
        wrong.push(`${route.method} ${route.url}: another address limited too`)
    }
    expect(wrong).toEqual([])
  })
})
