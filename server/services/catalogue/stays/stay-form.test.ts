import { describe, expect, it } from 'vitest'
import { createPlacesService } from '../places/places.service.ts'
import { resolveStayForm } from './stay-form.ts'

const places = createPlacesService()
const resolve = (fields: Record<string, string>) => resolveStayForm(new URLSearchParams(fields), places)

describe('the stay search box’s plain form', () => {
  it('turns a typed name, a Korean one too, into the results URL, the party left out when it is the default', () => {
    expect(
      resolve({ destination: 'Tokyo', checkin: '2026-12-20', checkout: '2026-12-22', adults: '2' }),
    ).toBe('/hotels/search/TYO/2026-12-20/2026-12-22')
    expect(
      resolve({
        destination: '파리',
        checkin: '2026-12-20',
        checkout: '2026-12-23',
        adults: '3',
        rooms: '2',
      }),
    ).toBe('/hotels/search/PAR/2026-12-20/2026-12-23?adults=3&rooms=2')
  })

  it('takes a code as it is', () => {
    expect(resolve({ destination: 'icn', checkin: '2026-12-20', checkout: '2026-12-21' })).toBe(
      '/hotels/search/ICN/2026-12-20/2026-12-21',
    )
  })

  it('leaves the page to say what is wrong when the place is unknown or a date is missing', () => {
    expect(resolve({ destination: 'Atlantisxq', checkin: '2026-12-20', checkout: '2026-12-21' })).toBeNull()
    expect(resolve({ destination: 'Tokyo', checkin: '2026-12-20' })).toBeNull()
    expect(resolve({ destination: '', checkin: '2026-12-20', checkout: '2026-12-21' })).toBeNull()
  })
})
