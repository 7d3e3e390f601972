import { describe, expect, it } from 'vitest'
import { createPlacesService } from '../places/places.service.ts'
import { resolveTrainForm } from './train-form.ts'

const places = createPlacesService()
const resolve = (fields: Record<string, string>) => resolveTrainForm(new URLSearchParams(fields), places)

describe('the train search box’s plain form', () => {
  it('turns typed names, Korean ones too, into the results URL, one way or back', () => {
    expect(resolve({ from: 'Seoul', to: '부산', depart: '2026-12-20', return: '' })).toBe(
      '/trains/search/SEL-PUS/2026-12-20',
    )
    expect(
      resolve({ from: 'par', to: 'London', depart: '2026-12-20', return: '2026-12-22', adults: '2' }),
    ).toBe('/trains/search/PAR-LON/2026-12-20/2026-12-22?adults=2')
  })

  it('leaves the page to say what is wrong when a place is unknown or a date is missing or malformed', () => {
    expect(resolve({ from: 'Atlantisxq', to: 'PUS', depart: '2026-12-20' })).toBeNull()
    expect(resolve({ from: 'SEL', to: 'PUS' })).toBeNull()
    expect(resolve({ from: 'SEL', to: 'PUS', depart: '2026-12-20', return: 'soon' })).toBeNull()
  })
})
