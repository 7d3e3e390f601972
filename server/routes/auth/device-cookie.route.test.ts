import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { createLoginThrottleRepository } from '../../repositories/login-throttle.repository.ts'
import { createLoginThrottle, LOGIN_THROTTLE } from '../../services/auth/login-throttle.service.ts'
import { newBrowser, postForm, useSeededAppWithMail } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'

/** The device cookie a sign-in answer sets, as `name=value`. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const set = [res.headers['set-cookie']].flat().find((c) => c && /^(__Host-)?fw_dev=/.test(c))
  if (!set) throw new Error('no device cookie')
  expect(set).toMatch(/HttpOnly/i)
  expect(set).toMatch(/SameSite=Lax/i)
  return set.split(';')[0] as string
}

describe.each(testDatabaseKinds())('device cookies (%s)', (kind) => {
  const env = useSeededAppWithMail(kind)

  /** A sign-in from a new browser, with these extra cookies (a device cookie). */
  const login = async (username: string, passwd: string, device = '') => {
    const browser = await newBrowser(env.t.app)
    if (device) browser.cookie = [browser.cookie, device].filter(Boolean).join('; ')
    return postForm(env.t.app, browser, AUTH_PATHS.login, { username, passwd })
  }

  it('[ASVS #52 6.3.1] lets the owner’s recognised browser in while guesses from elsewhere lock the account, and tells the owner once', async () => {
    const email = 'approver@northwind.test'
    const first = await login(email, DEMO_PASSWORD)
    expect(first.statusCode, first.body).toBe(200)
    const device = deviceCookieOf(first)

    // One wrong guess a minute from new addresses, for hours: the account is locked for everyone else.
    const throttle = createLoginThrottle(
      createLoginThrottleRepository(env.t.database.db),
      env.t.config.secret,
    )
    const key = throttle.keyFor('password', email)
    const hoursAgo = new Date(Date.now() - 3 * 3600_000)
    for (let i = 0; i < LOGIN_THROTTLE.blockAt - 1; i++) await throttle.fail(key, hoursAgo)
    expect((await login(email, 'one more guess from elsewhere')).statusCode).toBe(429)
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(429)

    // The owner's browser: in, and its cookie renewed.
    const owner = await login(email, DEMO_PASSWORD, device)
    expect(owner.statusCode, owner.body).toBe(200)
    expect(deviceCookieOf(owner).split('.')[1]).toBe(device.split('.')[1])

    // A forged or another account's device cookie reads like none.
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await login(email, DEMO_PASSWORD, forged)).statusCode).toBe(429)
    expect((await login('ava@northwind.test', DEMO_PASSWORD, device)).statusCode).toBe(200)

    // The device's own wrong passwords count against the device, not the account.
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++)
      expect((await login(email, 'the owner mistypes', device)).statusCode).toBe(401)
    expect((await login(email, DEMO_PASSWORD, device)).statusCode).toBe(429)

    // Told once, however many guesses more.
    await login(email, 'and another guess')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const told = env.smtp.messages.filter((m) => m.to === email && m.text.includes('wrong passwords'))
    expect(told).toHaveLength(1)
  })
})
