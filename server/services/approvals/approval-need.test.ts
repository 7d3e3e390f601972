import { describe, expect, it } from 'vitest'
import type { TPolicyVerdict } from '../../../shared/business/checkout-contract.ts'
import type { SettingsRow } from '../../repositories/approval-settings.repository.ts'
import { approvalNeed } from './approval-need.ts'

const SETTINGS: SettingsRow = {
  timing: 'voidWindow',
  verticalRules: { hotel: 'all', flight: 'outOfPolicy', train: 'notify' },
  windowHours: 12,
  stepHours: 6,
  defaultOnTimeout: 'keep',
  allowCustomApprover: true,
}
const out = (handling: TPolicyVerdict['handling']): TPolicyVerdict => ({
  status: 'out',
  handling,
  reasons: [{ code: 'OVER_BUDGET' }],
  budgetMinor: 100,
})

/** What a booking needs from the settings and the policy's verdict (decision 055). */
describe('approvalNeed', () => {
  it('follows the rule of the vertical and the timing', () => {
    expect(approvalNeed(SETTINGS, 'hotel', null)).toMatchObject({
      kind: 'approval',
      timing: 'voidWindow',
      windowHours: 12,
    })
    expect(approvalNeed(SETTINGS, 'flight', null).kind).toBe('none')
    expect(approvalNeed(SETTINGS, 'flight', out('allowWithReason')).kind).toBe('approval')
    expect(approvalNeed(SETTINGS, 'train', null).kind).toBe('notify')
    expect(approvalNeed(SETTINGS, 'car', null).kind).toBe('none')
    expect(approvalNeed({ ...SETTINGS, timing: 'off' }, 'hotel', null).kind).toBe('none')
  })

  it('asks approval when the policy requires it, whatever the settings, before booking and cancelling on timeout', () => {
    expect(approvalNeed(null, 'car', out('requireApproval'))).toMatchObject({
      kind: 'approval',
      timing: 'beforeBooking',
      defaultOnTimeout: 'cancel',
    })
    expect(approvalNeed(SETTINGS, 'car', out('requireApproval'))).toMatchObject({
      kind: 'approval',
      timing: 'voidWindow',
      defaultOnTimeout: 'keep',
    })
    expect(approvalNeed(null, 'car', { ...out('requireApproval'), status: 'in' }).kind).toBe('none')
  })

  it('asks nobody about a blocked offer, even where every booking needs approval (decision 076)', () => {
    expect(approvalNeed(SETTINGS, 'hotel', out('block')).kind).toBe('none')
    expect(approvalNeed(SETTINGS, 'flight', out('block')).kind).toBe('none')
    expect(approvalNeed(SETTINGS, 'hotel', { ...out('block'), status: 'in' }).kind).toBe('approval')
  })
})

describe('the Slack message', () => {
  it('shows the policy verdict, the reasons and the diff against the budget, escaped', async () => {
    const { slackMessage } = await import('./approval-notices.ts')
    const message = slackMessage(
      {
        traveler: 'Ava <@channel>',
        item: 'Hotel Lisboa',
        price: '$420.00',
        policy: 'out',
        reasons: [{ code: 'OVER_BUDGET', values: { priceMinor: 42_000, budgetMinor: 30_000 } }],
        currency: 'USD',
        outOfPolicyReason: 'Client meeting moved',
      },
      'https://fernway.example/business/approval',
      'approval',
      { priceMinor: 42_000, budgetMinor: 30_000, currency: 'USD' },
    )
    expect(message.text).toContain('Ava &lt;@channel&gt;')
    expect(message.text).toContain(
      'Out of policy: Costs $420.00, over the budget of $300.00. Reason given: Client meeting moved',
    )
    expect(message.text).toContain('Budget $300.00; $120.00 over.')
    expect(JSON.stringify(message.blocks)).toContain('https://fernway.example/business/approval')
  })

  it('writes prices in the currency’s own digits: won and yen have none', async () => {
    const { priceText, slackMessage } = await import('./approval-notices.ts')
    expect(priceText(42_000, 'USD')).toBe('$420.00')
    expect(priceText(420_000, 'KRW')).toBe('₩420,000')
    expect(priceText(42_000, 'JPY')).toBe('¥42,000')
    const message = slackMessage(
      {
        traveler: 'Ava',
        item: 'Hotel Seoul',
        price: priceText(420_000, 'KRW'),
        policy: 'out',
        reasons: [],
        currency: 'KRW',
        outOfPolicyReason: '',
      },
      'https://fernway.example/business/approval',
      'approval',
      { priceMinor: 420_000, budgetMinor: 300_000, currency: 'KRW' },
    )
    expect(message.text).toContain('Budget ₩300,000; ₩120,000 over.')
  })
})
