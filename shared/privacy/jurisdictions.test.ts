import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isOptIn, jurisdictionFor } from './jurisdictions.ts'

describe('consent surfaces per site (decision 028)', () => {
  it('runs the TCF wherever the GDPR applies, and only there', () => {
    for (const cc of ['DE', 'FR', 'IE', 'GB', 'CH', 'NO', 'SE']) {
      expect(jurisdictionFor(cc)).toMatchObject({ regulation: 'gdpr', model: 'iab', gdprApplies: true })
    }
    for (const cc of ['US', 'KR', 'JP', 'AU', 'CA']) expect(jurisdictionFor(cc).gdprApplies).toBe(false)
  })

  it('asks Korean visitors for two-party consent and the data-transfer acknowledgement', () => {
    expect(jurisdictionFor('kr')).toMatchObject({
      regulation: 'pipa',
      model: 'categories',
      twoPartyConsent: true,
      dataTransferDisclaimer: true,
    })
  })

  it('gives every site we serve a model, opt-in exactly for the TCF and categories models', () => {
    const sites = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../content/sites.json'), 'utf8'),
    ) as { countryCode: string }[]
    expect(sites.length).toBeGreaterThan(20)
    for (const site of sites) {
      const j = jurisdictionFor(site.countryCode)
      expect(isOptIn(j.model)).toBe(j.model === 'iab' || j.model === 'categories')
    }
    expect(jurisdictionFor('US').model).toBe('optOut')
  })
})
