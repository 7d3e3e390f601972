import { describe, expect, it } from 'vitest'
import { jurisdictionFor } from './jurisdictions.ts'

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
})
