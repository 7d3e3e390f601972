import { describe, expect, it } from 'vitest'
import { DESTINATIONS } from '../../shared/trips/trip-images.ts'
import { createI18n, type Messages } from './create-i18n.ts'
import { destinationName } from './destination-names.ts'
import en from './messages/en.json' with { type: 'json' }
import ko from './messages/ko.json' with { type: 'json' }

describe('destination names', () => {
  it('names every catalogue city in English and in Hangul on the Korean site', () => {
    const english = createI18n('en', 'en-US', en as Messages).t
    const korean = createI18n('ko', 'ko-KR', ko as Messages).t
    for (const { key, name } of DESTINATIONS) {
      expect(destinationName(english, key)).toBe(name)
      expect(destinationName(korean, key), key).toMatch(/^[가-힣 ]+$/)
    }
    expect(destinationName(korean, 'paris')).toBe('파리')
    // A city the catalogue does not know keeps its key rather than showing a catalogue path.
    expect(destinationName(korean, 'atlantis')).toBe('atlantis')
  })
})
