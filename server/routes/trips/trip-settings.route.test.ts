import { describe, expect, it } from 'vitest'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { ZTripSettingsResponseSchema } from '../../../shared/trips/trips-schemas.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { errorCode, json, traveller } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('trip settings (%s)', (kind) => {
  const t = useTestApp(kind)

  it('sets the map views and autopilot from a form or JSON, and the store reads them back', async () => {
    const me = await traveller(t)
    const fd = await me.call({
      method: 'POST',
      url: TRIPS_API_PATHS.mapViewFD,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'enabled=true',
    })
    expect(fd.statusCode).toBe(200)
    expect(ZTripSettingsResponseSchema.parse(fd.json()).settings.mapViewFD).toBe(true)
    await me.call(json('POST', TRIPS_API_PATHS.mapViewDP, { enabled: true }))
    await me.call(json('POST', TRIPS_API_PATHS.tdpAutopilot, { enabled: true }))
    const off = await me.call(json('POST', TRIPS_API_PATHS.mapViewDP, { enabled: false }))
    expect(off.json().settings).toMatchObject({ mapViewFD: true, mapViewDP: false, tdpAutopilot: true })
    expect((await me.store('user')).user?.settings).toMatchObject({
      mapViewFD: true,
      mapViewDP: false,
      tdpAutopilot: true,
      isTripsDrawerReminderTooltipShown: false,
    })
  })

  it('marks each tooltip as shown, for good', async () => {
    const me = await traveller(t)
    const calls = [
      [TRIPS_API_PATHS.reminderTooltipShown, 'isTripsDrawerReminderTooltipShown'],
      [TRIPS_API_PATHS.goToTripsTooltipShown, 'isTripsDrawerGoToTripsButtonTooltipShown'],
      [TRIPS_API_PATHS.navigationDrawerTooltipShown, 'isNavigationDrawerTripsTooltipShown'],
    ] as const
    for (const [url, field] of calls) {
      const res = await me.call({ method: 'POST', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.json().settings[field]).toBe(true)
    }
    const { user } = await me.store('user')
    expect(Object.values(user?.settings ?? {}).filter(Boolean)).toHaveLength(3)
    // Another user's flags are their own.
    const other = await traveller(t)
    expect((await other.store('user')).user?.settings.isTripsDrawerReminderTooltipShown).toBe(false)
  })

  it('refuses bad bodies with 400 and signed-out callers with 401', async () => {
    const me = await traveller(t)
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, { enabled: true, more: 1 }]) {
      const res = await me.call(json('POST', TRIPS_API_PATHS.mapViewFD, body))
      expect([res.statusCode, errorCode(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR'])
    }
    const anonymous = await browserIdentity(t.app)
    for (const url of [
      TRIPS_API_PATHS.clearNotification,
      TRIPS_API_PATHS.reminderTooltipShown,
      TRIPS_API_PATHS.mapViewFD,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: anonymous.cookie, 'x-csrf': anonymous.token },
      })
      expect([res.statusCode, errorCode(res)], url).toEqual([401, 'INVALID_SESSION'])
    }
  })

  it('limits writes per address (429 with Retry-After)', async () => {
    const me = await traveller(t)
    const ip = '10.250.250.250'
    let last = 0
    for (let i = 0; i < 121; i += 1) {
      const res = await me.call({
        method: 'POST',
        url: TRIPS_API_PATHS.reminderTooltipShown,
        remoteAddress: ip,
      })
      last = res.statusCode
      if (last === 429) {
        expect(res.headers['retry-after']).toBeDefined()
        expect(errorCode(res)).toBe('RATE_LIMITED')
        break
      }
    }
    expect(last).toBe(429)
  })
})
