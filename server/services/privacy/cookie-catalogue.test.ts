import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MARKETING_ID_COOKIE } from '../../../shared/marketing-id/marketing-id-contract.ts'
import { CONSENT_COOKIES, META_COOKIES } from '../../../shared/privacy/privacy-contract.ts'
import { CURRENCY_COOKIE, SITE_COOKIE } from '../../plugins/brand-locale.ts'
import { groupCookieName } from '../../plugins/session-group.ts'
import { deviceCookieName } from '../auth/device-cookie.ts'
import { COOKIE_CATALOGUE, cookiesForCategory } from './cookie-catalogue.ts'

/** What each first argument of a setCookie/clearCookie call in the server names. */
const NAMES_OF: Record<string, string[]> = {
  cookieName: [groupCookieName('http://x'), groupCookieName('https://x')],
  SITE_COOKIE: [SITE_COOKIE],
  CURRENCY_COOKIE: [CURRENCY_COOKIE],
  'CONSENT_COOKIES.consent': [CONSENT_COOKIES.consent],
  'CONSENT_COOKIES.tcf': [CONSENT_COOKIES.tcf],
  'CONSENT_COOKIES.addtlConsent': [CONSENT_COOKIES.addtlConsent],
  'CONSENT_COOKIES.legacy': [CONSENT_COOKIES.legacy],
  name: [...META_COOKIES],
  MARKETING_ID_COOKIE: [MARKETING_ID_COOKIE],
  deviceCookie: [deviceCookieName('http://x'), deviceCookieName('https://x')],
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.includes('test-') ? [full] : []
  })
}

describe('the cookie catalogue (content/privacy/cookies.json)', () => {
  it('lists every cookie the server sets: each setCookie/clearCookie call names a listed cookie', () => {
    const server = path.resolve(import.meta.dirname, '../..')
    const calls = sourceFiles(server).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\b(?:setCookie|clearCookie)\(\s*([^,\s]+)\s*,/g)].map(
        (m) => ({
          file: path.relative(server, file),
          arg: m[1] as string,
        }),
      ),
    )
    expect(calls.length).toBeGreaterThan(5)
    const listed = new Set(COOKIE_CATALOGUE.map((c) => c.name))
    for (const { file, arg } of calls) {
      const literal = /^'([^']+)'$/.exec(arg)?.[1]
      const names = literal ? [literal] : NAMES_OF[arg]
      expect(
        names,
        `${file}: ${arg} is a cookie this test does not know; list it in cookies.json`,
      ).toBeDefined()
      for (const name of names ?? []) expect(listed, `${file}: ${name}`).toContain(name)
    }
  })

  it('names each cookie once, and strictly necessary holds the session, site and consent cookies', () => {
    const names = COOKIE_CATALOGUE.map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
    expect(
      cookiesForCategory('strictlyNecessary', { excludeIabVendorCookies: false }).map((c) => c.name),
    ).toEqual(expect.arrayContaining(['fw_sg', 'fw_site', 'consent', ...META_COOKIES]))
  })
})
