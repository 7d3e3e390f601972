import { describe, expect, it } from 'vitest'
import { isOptIn, jurisdictionFor } from '../../shared/privacy/jurisdictions.ts'
import { allSites } from '../plugins/brand-locale.ts'

describe('consent models of the sites we serve (decision 028)', () => {
  it('gives every site a model, opt-in exactly for the TCF and categories models, opt-out in the US', () => {
    const sites = allSites()
    expect(sites.length).toBeGreaterThan(20)
    for (const site of sites) {
      const j = jurisdictionFor(site.countryCode)
      expect(isOptIn(j.model)).toBe(j.model === 'iab' || j.model === 'categories')
      expect(j.gdprApplies).toBe(j.model === 'iab')
    }
    expect(jurisdictionFor('US').model).toBe('optOut')
  })
})
