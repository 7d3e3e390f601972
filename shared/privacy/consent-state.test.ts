import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TConsentCookie } from './consent-cookie.ts'
import { consentSummary, effectiveCategories, normaliseCategories } from './consent-state.ts'
import type { TConsentModel } from './jurisdictions.ts'
import { OPTIONAL_CATEGORIES } from './privacy-contract.ts'

const NOW = 1_800_000_000
const DAY = 86_400
const chosen = (categories: TConsentCookie['categories'], at = NOW - DAY): TConsentCookie => ({
  subjectId: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
  categories,
  categoriesAt: at,
  allowDataSharing: null,
  gpc: false,
  acks: {},
})

describe('the consent summary (spec section 4)', () => {
  it('is accept-all only with every optional category, reject with none, partial otherwise', () => {
    expect(consentSummary(['strictlyNecessary', 'functional', 'advertising', 'analytical'])).toBe('acceptAll')
    expect(consentSummary(['strictlyNecessary'])).toBe('reject')
    expect(consentSummary([])).toBe('reject')
    expect(consentSummary(['strictlyNecessary', 'functional'])).toBe('partial')
    fc.assert(
      fc.property(fc.subarray([...OPTIONAL_CATEGORIES]), (on) => {
        const summary = consentSummary(on)
        expect(summary).toBe(
          on.length === OPTIONAL_CATEGORIES.length ? 'acceptAll' : on.length === 0 ? 'reject' : 'partial',
        )
      }),
    )
  })

  it('keeps strictly necessary whatever is sent, and drops names it does not know', () => {
    expect(normaliseCategories(['advertising', 'tracking', 'advertising'])).toEqual([
      'strictlyNecessary',
      'advertising',
    ])
  })
})

describe('the categories in force (decision 028)', () => {
  const models: TConsentModel[] = ['iab', 'categories', 'notice', 'optOut']

  it('allows only strictly necessary under an opt-in model until a choice is recorded', () => {
    expect(effectiveCategories('iab', null, NOW)).toEqual(['strictlyNecessary'])
    expect(effectiveCategories('categories', null, NOW)).toEqual(['strictlyNecessary'])
    expect(effectiveCategories('notice', null, NOW)).toEqual(normaliseCategories(OPTIONAL_CATEGORIES))
    expect(effectiveCategories('optOut', null, NOW)).toEqual(normaliseCategories(OPTIONAL_CATEGORIES))
  })

  it('R-03 asks again after 13 months: an older choice no longer counts', () => {
    const old = chosen(['strictlyNecessary', 'functional'], NOW - 396 * DAY)
    expect(effectiveCategories('categories', old, NOW)).toEqual(['strictlyNecessary'])
    const recent = chosen(['strictlyNecessary', 'functional'], NOW - 394 * DAY)
    expect(effectiveCategories('categories', recent, NOW)).toEqual(['strictlyNecessary', 'functional'])
  })

  it('never allows advertising once sharing is refused or a GPC signal came, under any model', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...models),
        fc.option(fc.subarray([...OPTIONAL_CATEGORIES])),
        fc.constantFrom('gpc', 'cookieGpc', 'optOut'),
        (model, categories, how) => {
          const cookie = {
            ...chosen(categories ? ['strictlyNecessary', ...categories] : null),
            allowDataSharing: how === 'optOut' ? false : null,
            gpc: how === 'cookieGpc',
          }
          expect(effectiveCategories(model, cookie, NOW, how === 'gpc')).not.toContain('advertising')
        },
      ),
    )
  })
})
