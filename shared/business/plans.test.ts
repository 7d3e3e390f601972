import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FEATURES, PLANS, planOf } from '../permissions.ts'
import { defaultFeatures, effectiveFeatures, PLAN_FEATURES, planAllows, planFor } from './plans.ts'

describe('plans and their features', () => {
  it('every feature belongs to some plan, and each plan includes the cheaper ones', () => {
    expect([...PLAN_FEATURES.enterprise].sort()).toEqual([...FEATURES].sort())
    for (const f of PLAN_FEATURES.biz) expect(planAllows('bizPlus', f)).toBe(true)
    for (const f of PLAN_FEATURES.bizPlus) expect(planAllows('enterprise', f)).toBe(true)
    expect(planAllows('biz', 'REPORTING')).toBe(false)
    expect(planAllows('bizPlus', 'SSO_INTEGRATION')).toBe(false)
  })

  it('unknown plans fall back to biz', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(planOf(value)).toBe((PLANS as readonly string[]).includes(value) ? value : 'biz')
      }),
    )
  })

  it('the features in force are those switched on that the plan allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLANS),
        fc.array(fc.oneof(fc.constantFrom(...FEATURES), fc.string())),
        (plan, enabled) => {
          const result = effectiveFeatures(plan, enabled)
          for (const f of result) expect(enabled.includes(f) && planAllows(plan, f)).toBe(true)
          for (const f of FEATURES)
            if (enabled.includes(f) && planAllows(plan, f)) expect(result).toContain(f)
        },
      ),
    )
  })

  it('a new company starts without the integrations that need setup; planFor names the cheapest plan', () => {
    expect(defaultFeatures('enterprise')).not.toContain('SSO_INTEGRATION')
    expect(defaultFeatures('bizPlus')).toContain('REPORTING')
    for (const f of FEATURES) {
      expect(planAllows(planFor(f), f)).toBe(true)
      const cheaper = PLANS.slice(0, PLANS.indexOf(planFor(f)))
      for (const p of cheaper) expect(planAllows(p, f)).toBe(false)
    }
  })
})
