import { describe, expect, it } from 'vitest'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { countryNamer, placeTexts, underTheirCity } from './place-names.ts'

const place = (code: string, kind: TPlace['kind'], name: string, cityName: string, countryCode: string) => ({
  code,
  kind,
  name,
  cityName,
  countryCode,
})

describe('place names', () => {
  const english = createI18n('en', 'en-US', en as Messages).t
  const korean = createI18n('ko', 'ko-KR', ko as Messages).t

  it('names countries in the page’s language', () => {
    expect(countryNamer('en-US')('FR')).toBe('France')
    expect(countryNamer('ko-KR')('FR')).toBe('프랑스')
    expect(countryNamer('ko-KR')('KR')).toBe('대한민국')
  })

  it('names a city with all its airports, an airport by code, and the city where the name does not say it', () => {
    const country = countryNamer('en-US')
    expect(placeTexts(place('PAR', 'city', 'Paris', 'Paris', 'FR'), english, country)).toEqual({
      title: 'Paris (all airports)',
      where: 'France',
      name: 'Paris (all airports), France',
    })
    expect(
      placeTexts(place('CDG', 'airport', 'Paris Charles de Gaulle', 'Paris', 'FR'), english, country),
    ).toEqual({
      title: 'Paris Charles de Gaulle',
      where: 'France',
      name: 'CDG Paris Charles de Gaulle, France',
    })
    expect(
      placeTexts(place('GMP', 'airport', 'Gimpo International', 'Seoul', 'KR'), english, country).name,
    ).toBe('GMP Gimpo International, Seoul, South Korea')
    expect(placeTexts(place('PAR', 'city', '파리', '파리', 'FR'), korean, countryNamer('ko-KR')).name).toBe(
      '파리 (모든 공항), 프랑스',
    )
  })

  it('indents the airports listed right after their city only', () => {
    const paris = place('PAR', 'city', 'Paris', 'Paris', 'FR')
    const cdg = place('CDG', 'airport', 'Paris Charles de Gaulle', 'Paris', 'FR')
    const ory = place('ORY', 'airport', 'Paris Orly', 'Paris', 'FR')
    const pmf = place('PMF', 'airport', 'Parma', 'Parma', 'IT')
    const lone = place('XCR', 'airport', 'Paris Vatry', 'Chalons', 'FR')
    expect(underTheirCity([paris, cdg, ory, pmf, ory])).toEqual([false, true, true, false, false])
    expect(underTheirCity([cdg, lone])).toEqual([false, false])
  })
})
