import { describe, expect, it } from 'vitest'
import { createPlacesService } from '../places/places.service.ts'
import { resolveCarForm } from './car-form.ts'

const places = createPlacesService()
const resolve = (fields: Record<string, string>) => resolveCarForm(new URLSearchParams(fields), places)
const dates = { pickupDate: '2026-12-20', dropoffDate: '2026-12-23' }

describe('the car search box’s plain form', () => {
  it('turns typed names into the results URL, with a drop-off elsewhere when one is given', () => {
    expect(resolve({ pickup: 'Seoul', dropoff: '', ...dates, pickupTime: '10:00', driverAge: '30' })).toBe(
      '/cars/search/SEL/2026-12-20/2026-12-23',
    )
    expect(
      resolve({ pickup: '서울', dropoff: 'Busan', ...dates, pickupTime: '09:30', driverAge: '23' }),
    ).toBe('/cars/search/SEL-PUS/2026-12-20/2026-12-23?pickupTime=09%3A30&driverAge=23')
  })

  it('leaves the page to say what is wrong when a place is unknown or a date is missing', () => {
    expect(resolve({ pickup: 'Atlantisxq', ...dates })).toBeNull()
    expect(resolve({ pickup: 'Seoul', dropoff: 'Atlantisxq', ...dates })).toBeNull()
    expect(resolve({ pickup: 'Seoul', pickupDate: '2026-12-20' })).toBeNull()
  })
})
