import { describe, expect, it } from 'vitest'
import { createPlacesService } from '../places/places.service.ts'
import { resolveFlightForm } from './flight-form.ts'

const places = createPlacesService()
const resolve = (fields: Record<string, string>) => resolveFlightForm(new URLSearchParams(fields), places)

describe('the search box’s plain form', () => {
  it('turns typed names, Korean ones too, into the round trip’s results URL', () => {
    expect(
      resolve({ from: 'Seoul', to: '도쿄', depart: '2026-12-01', return: '2026-12-05', adults: '2' }),
    ).toBe('/flights/search/SEL-TYO/2026-12-01/2026-12-05?adults=2')
  })

  it('takes codes as they are, an airport’s code naming the airport', () => {
    expect(resolve({ trip: 'oneWay', from: 'icn', to: 'NRT', depart: '2026-12-01', cabin: 'business' })).toBe(
      '/flights/search/ICN-NRT/2026-12-01?cabin=business',
    )
  })

  it('reads multi-city legs until the first empty one', () => {
    expect(
      resolve({
        trip: 'multiCity',
        from: 'SEL',
        to: 'TYO',
        depart: '2026-12-01',
        from1: 'Tokyo',
        to1: 'Osaka',
        depart1: '2026-12-04',
        from2: '',
        to2: '',
        depart2: '',
      }),
    ).toBe('/flights/search/SEL-TYO/2026-12-01/TYO-OSA/2026-12-04')
  })

  it('leaves the page to say what is wrong when a place is unknown or a field is missing', () => {
    expect(resolve({ from: 'Atlantisxq', to: 'TYO', depart: '2026-12-01', return: '2026-12-05' })).toBeNull()
    expect(resolve({ from: 'SEL', to: 'TYO', depart: '2026-12-01' })).toBeNull()
    expect(resolve({ trip: 'multiCity', from: 'SEL', to: 'TYO', depart: '2026-12-01' })).toBeNull()
    expect(resolve({ from: 'SEL', to: 'TYO', depart: 'soon', return: '2026-12-05' })).toBeNull()
  })
})
