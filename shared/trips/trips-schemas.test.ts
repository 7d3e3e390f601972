import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../constants.ts'
import { ZOfferSnapshotSchema, ZSaveLaterRecordSchema } from './trip-edit-schemas.ts'
import { TRIPS_API_PATHS, TRIPS_CONSTANTS, TRIPS_STORAGE_KEYS } from './trips-contract.ts'
import { ZSettingToggleRequestSchema, ZStoreQuerySchema } from './trips-schemas.ts'

const offer = {
  vertical: 'hotel',
  offerId: 'hotel-seoul-1',
  title: 'Hanok stay',
  priceMinor: 120000,
  currency: 'KRW',
  startAt: '2026-05-01T15:00:00Z',
  endAt: '2026-05-03T11:00:00Z',
  destination: 'Seoul',
}

describe('trips contract', () => {
  it("keeps spec section 9's constants and storage keys", () => {
    expect(TRIPS_CONSTANTS).toMatchObject({
      heartAnimationMs: 1200,
      tooltipAutoCloseMs: 5000,
      tooltipOpenTimeMs: 1_800_000,
      tripsInDrawer: 3,
      thumbnail: { width: 32, height: 32 },
    })
    expect(TRIPS_STORAGE_KEYS.saveLater).toBe('tripSaveLater')
    expect(TRIPS_STORAGE_KEYS.signInClosed).toBe('trips.sign-in.closed')
    expect(STORAGE_KEYS.tripSaveLater).toBe(TRIPS_STORAGE_KEYS.saveLater)
  })

  it("spells spec section 7's paths", () => {
    expect(TRIPS_API_PATHS.store).toBe('/trips/api/store')
    expect(TRIPS_API_PATHS.mapViewFD).toBe('/trips/api/user/settings/mapViewFD')
    expect(TRIPS_API_PATHS.clearNotification).toBe('/trips/api/user/settings/clearNotification')
    expect(TRIPS_API_PATHS.reminderTooltipShown).toBe(
      '/i/api/trips/user/v1/setTripsDrawerReminderTooltipShown',
    )
    expect(TRIPS_API_PATHS.trip('a/b')).toBe('/trips/api/trips/a%2Fb')
  })

  it('reads store props once each and refuses unknown ones', () => {
    expect(ZStoreQuerySchema.parse({ props: 'trip,trips,user,trips' }).props).toEqual([
      'trip',
      'trips',
      'user',
    ])
    expect(ZStoreQuerySchema.parse({}).props).toBeUndefined()
    expect(ZStoreQuerySchema.safeParse({ props: 'trips,secrets' }).success).toBe(false)
    expect(ZStoreQuerySchema.safeParse({ props: '' }).success).toBe(false)
    expect(ZStoreQuerySchema.safeParse({ fullTripId: '../etc' }).success).toBe(false)
  })

  it('takes a setting from a form or JSON', () => {
    expect(ZSettingToggleRequestSchema.parse({ enabled: 'true' })).toEqual({ enabled: true })
    expect(ZSettingToggleRequestSchema.parse({ enabled: false })).toEqual({ enabled: false })
    expect(ZSettingToggleRequestSchema.safeParse({ enabled: 'yes' }).success).toBe(false)
    expect(ZSettingToggleRequestSchema.safeParse({}).success).toBe(false)
  })

  it('checks offers: dates in order, no control characters, a real currency shape', () => {
    expect(ZOfferSnapshotSchema.safeParse(offer).success).toBe(true)
    expect(ZOfferSnapshotSchema.safeParse({ ...offer, endAt: '2026-04-30T00:00:00Z' }).success).toBe(false)
    expect(ZOfferSnapshotSchema.safeParse({ ...offer, title: 'a\u0000b' }).success).toBe(false)
    expect(ZOfferSnapshotSchema.safeParse({ ...offer, currency: 'krw' }).success).toBe(false)
    expect(ZOfferSnapshotSchema.safeParse({ ...offer, priceMinor: -1 }).success).toBe(false)
    expect(ZOfferSnapshotSchema.safeParse({ ...offer, extra: 1 }).success).toBe(false)
  })

  it('reads the saved-trip local record with isSaved false by default', () => {
    const record = ZSaveLaterRecordSchema.parse({
      resultData: { resultId: 'r1', offer },
      savingState: 'unsaved',
    })
    expect(record.isSaved).toBe(false)
  })
})
