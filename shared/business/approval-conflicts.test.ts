import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { approvalConflicts, type TApprovalRules } from './approval-conflicts.ts'
import { APPROVAL_RULES, APPROVAL_TIMINGS, APPROVAL_VERTICALS } from './approvals-contract.ts'
import { OUT_OF_POLICY_HANDLING } from './checkout-contract.ts'

const OFF: TApprovalRules = { timing: 'off', verticals: {} }

describe('approvalConflicts', () => {
  it('names a policy that asks approval while approvals are off', () => {
    const flight = { enabled: true, handlings: ['requireApproval' as const] }
    expect(approvalConflicts(OFF, { flight })).toEqual([{ vertical: 'flight', kind: 'policyHolds' }])
    const notify: TApprovalRules = { timing: 'beforeBooking', verticals: { flight: 'notify' } }
    expect(approvalConflicts(notify, { flight })).toEqual([{ vertical: 'flight', kind: 'policyHolds' }])
    const asked: TApprovalRules = { timing: 'beforeBooking', verticals: { flight: 'outOfPolicy' } }
    expect(approvalConflicts(asked, { flight })).toEqual([])
  })

  it('names a blocking policy (or override) that an out-of-policy rule never reaches', () => {
    const rules: TApprovalRules = { timing: 'voidWindow', verticals: { hotel: 'outOfPolicy' } }
    const hotel = { enabled: true, handlings: ['allow' as const, 'block' as const] }
    expect(approvalConflicts(rules, { hotel })).toEqual([{ vertical: 'hotel', kind: 'policyBlocks' }])
    expect(approvalConflicts(rules, { hotel: { ...hotel, enabled: false } })).toEqual([])
  })

  it('finds a conflict exactly when the policy and the rule disagree, for any settings', () => {
    const vertical = fc.constantFrom(...APPROVAL_VERTICALS)
    fc.assert(
      fc.property(
        fc.constantFrom(...APPROVAL_TIMINGS),
        fc.dictionary(vertical, fc.constantFrom(...APPROVAL_RULES)),
        fc.dictionary(
          vertical,
          fc.record({
            enabled: fc.boolean(),
            handlings: fc.array(fc.constantFrom(...OUT_OF_POLICY_HANDLING), { minLength: 1, maxLength: 4 }),
          }),
        ),
        (timing, verticals, policies) => {
          for (const c of approvalConflicts({ timing, verticals }, policies)) {
            const policy = policies[c.vertical]
            const rule = timing === 'off' ? 'off' : (verticals[c.vertical] ?? 'off')
            expect(policy?.enabled).toBe(true)
            if (c.kind === 'policyHolds') {
              expect(policy?.handlings).toContain('requireApproval')
              expect(['off', 'notify']).toContain(rule)
            } else {
              expect(policy?.handlings).toContain('block')
              expect(rule).toBe('outOfPolicy')
            }
          }
        },
      ),
    )
  })
})
