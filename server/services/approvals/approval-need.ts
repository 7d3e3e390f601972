import type { TApprovalDefault } from '../../../shared/business/approvals-contract.ts'
import type { TPolicyVerdict } from '../../../shared/business/checkout-contract.ts'
import type { SettingsRow } from '../../repositories/approval-settings.repository.ts'

export interface ApprovalNeed {
  kind: 'approval' | 'notify' | 'none'
  timing: 'beforeBooking' | 'voidWindow' | null
  windowHours: number
  stepHours: number
  defaultOnTimeout: TApprovalDefault
  allowCustomApprover: boolean
}

const DEFAULT_HOURS = 24

/**
 * What a booking needs (decision 055), from the company's settings for the offer's vertical and the
 * policy's verdict: "all" asks every booking, "outOfPolicy" only out-of-policy ones, "notify" tells the
 * approvers. A policy whose handling is requireApproval asks whatever the settings say: before booking
 * when approvals are off, and with "cancel" as the default, so that the policy cannot be bypassed by
 * waiting. A blocked offer needs nothing: it cannot be booked (decision 076).
 */
export function approvalNeed(
  settings: SettingsRow | null,
  vertical: string,
  policy: TPolicyVerdict | null,
): ApprovalNeed {
  const out = policy?.status === 'out'
  const base = {
    windowHours: settings?.windowHours ?? DEFAULT_HOURS,
    stepHours: settings?.stepHours ?? DEFAULT_HOURS,
    allowCustomApprover: settings?.allowCustomApprover ?? false,
  }
  // A blocked offer is never booked, so nobody is asked about it (decision 076).
  if (out && policy?.handling === 'block')
    return { ...base, kind: 'none', timing: null, defaultOnTimeout: 'keep' }
  const policyDemands = out && policy?.handling === 'requireApproval'
  const on = settings && settings.timing !== 'off' ? settings : null
  const rule = on ? (on.verticalRules[vertical] ?? 'off') : 'off'
  if (on && (rule === 'all' || (rule === 'outOfPolicy' && out)))
    return {
      ...base,
      kind: 'approval',
      timing: on.timing as 'beforeBooking' | 'voidWindow',
      defaultOnTimeout: on.defaultOnTimeout,
    }
  if (policyDemands)
    return {
      ...base,
      kind: 'approval',
      timing: on ? (on.timing as 'beforeBooking' | 'voidWindow') : 'beforeBooking',
      defaultOnTimeout: on ? on.defaultOnTimeout : 'cancel',
    }
  if (on && rule === 'notify') return { ...base, kind: 'notify', timing: null, defaultOnTimeout: 'keep' }
  return { ...base, kind: 'none', timing: null, defaultOnTimeout: 'keep' }
}
