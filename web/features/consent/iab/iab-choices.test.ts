import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type {
  TIabConsentResponse,
  TIabInitialPrefsResponse,
} from '../../../../shared/privacy/privacy-schemas.ts'
import { choicesFrom, liAllowed, saveRequest, withChoice } from './iab-choices.ts'

const initial: TIabInitialPrefsResponse = {
  vendorListVersion: 150,
  purposes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((id) => ({ id, name: `P${id}`, description: '' })),
  specialFeatures: [1, 2].map((id) => ({ id, name: `SF${id}`, description: '' })),
  stacks: [],
  vendorIds: [10, 11, 12],
  additionalVendorIds: [1, 2],
  numVendors: 5,
}
const unsaved: TIabConsentResponse = {
  purpose: { consents: {}, legitimateInterests: { 2: true, 7: true } },
  vendor: { consents: {}, legitimateInterests: { 11: true } },
  specialFeatureOptins: {},
  consentedAdditionalVendors: [],
  isUnsavedDefaultConsent: true,
  tcString: 'x',
  additionalVendorString: '2~~dv.1.2',
  vendorListVersion: 150,
  reconsentRequired: false,
}

describe('IAB choices', () => {
  it('S-14 the unsaved default holds no consent and no objection', () => {
    const c = choicesFrom(unsaved)
    expect([...c.purposes, ...c.vendors, ...c.specialFeatures, ...c.additionalVendors]).toEqual([])
    expect([...c.objectedPurposes, ...c.objectedVendors]).toEqual([])
  })

  it('S-16 accept all opts into no special feature unless its own switch did', () => {
    const none = saveRequest('acceptAll', choicesFrom(unsaved), initial, null)
    expect(none.optedInSpecialFeatures).toEqual([])
    expect(none.consentedPurposes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(none.consentedVendors).toEqual([10, 11, 12])
    expect(none.consentedAdditionalVendors).toEqual([1, 2])
    const one = saveRequest(
      'acceptAll',
      withChoice(choicesFrom(unsaved), 'specialFeatures', 2, true),
      initial,
      null,
    )
    expect(one.optedInSpecialFeatures).toEqual([2])
  })

  it('S-15 reject all and withdraw consent to nothing, opt into nothing and object to every allowed legitimate interest', () => {
    const chosen = withChoice(
      withChoice(choicesFrom(unsaved), 'purposes', 3, true),
      'specialFeatures',
      1,
      true,
    )
    for (const action of ['rejectAll', 'withdraw'] as const) {
      const r = saveRequest(action, chosen, initial, 'old')
      expect(r).toMatchObject({
        action,
        tcString: 'old',
        consentedPurposes: [],
        consentedVendors: [],
        consentedAdditionalVendors: [],
        optedInSpecialFeatures: [],
        objectedLegIntPurposes: [2, 7, 8, 9, 10, 11],
        objectedLegIntVendors: [10, 11, 12],
      })
    }
  })

  it('S-08 accept selected never objects to a purpose whose legitimate interest the TCF forbids, whatever was switched', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 11 })),
        fc.uniqueArray(fc.integer({ min: 1, max: 11 })),
        (on, objected) => {
          let c = choicesFrom(unsaved)
          for (const id of on) c = withChoice(c, 'purposes', id, true)
          for (const id of objected) c = withChoice(c, 'objectedPurposes', id, true)
          const r = saveRequest('acceptSelected', c, initial, null)
          expect(r.consentedPurposes).toEqual([...on].sort((a, b) => a - b))
          expect(r.objectedLegIntPurposes.every(liAllowed)).toBe(true)
          for (const id of [1, 3, 4, 5, 6]) expect(r.objectedLegIntPurposes).not.toContain(id)
        },
      ),
    )
  })

  it('reads a stored choice back: consents, objections (false legitimate interests) and opt-ins', () => {
    const c = choicesFrom({
      ...unsaved,
      purpose: { consents: { 1: true, 2: false }, legitimateInterests: { 7: false, 8: true } },
      vendor: { consents: { 10: true }, legitimateInterests: { 11: false } },
      specialFeatureOptins: { 1: true, 2: false },
      consentedAdditionalVendors: [2],
    })
    expect([...c.purposes]).toEqual([1])
    expect([...c.objectedPurposes]).toEqual([7])
    expect([...c.vendors]).toEqual([10])
    expect([...c.objectedVendors]).toEqual([11])
    expect([...c.specialFeatures]).toEqual([1])
    expect([...c.additionalVendors]).toEqual([2])
  })
})
