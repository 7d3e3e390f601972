import { describe, expect, it } from 'vitest'
import { categoriesFromIabPurposes } from './iab-categories.ts'

describe('our cookie categories from an IAB choice', () => {
  it('gives a category only when every purpose it needs is consented, storage (purpose 1) included', () => {
    expect(categoriesFromIabPurposes([])).toEqual(['strictlyNecessary'])
    expect(categoriesFromIabPurposes([2, 3, 4, 7, 8, 9])).toEqual(['strictlyNecessary'])
    expect(categoriesFromIabPurposes([1])).toEqual(['strictlyNecessary', 'functional'])
    expect(categoriesFromIabPurposes([1, 8, 9])).toEqual(['strictlyNecessary', 'functional', 'analytical'])
    expect(categoriesFromIabPurposes([1, 2, 3, 4])).toEqual(['strictlyNecessary', 'functional'])
    expect(categoriesFromIabPurposes([1, 2, 3, 4, 7])).toEqual([
      'strictlyNecessary',
      'functional',
      'advertising',
    ])
    expect(categoriesFromIabPurposes([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([
      'strictlyNecessary',
      'functional',
      'advertising',
      'analytical',
    ])
  })
})
