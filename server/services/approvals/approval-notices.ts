import crypto from 'node:crypto'
import type { Logger } from 'pino'
import { decidedOutcome } from '../../../shared/business/approval-outcome.ts'
import { APPROVAL_LIMITS, APPROVAL_PAGES } from '../../../shared/business/approvals-contract.ts'
import { storedPolicyReasons } from '../../../shared/business/policy-reason-text.ts'
import { formatMoney } from '../../../shared/money/format-money.ts'
import type { AppConfig } from '../../config.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { ApprovalMailFacts, OutgoingMail } from '../../mail/mailer.ts'
import { policyReasonsText } from '../../mail/render-mail.ts'
import { accountName } from '../../presenters/account-name.ts'
import type { RequestRow } from '../../repositories/approval-requests.repository.ts'
import type { PersonRow } from '../../repositories/approval-settings.repository.ts'
import type { Data } from '../../repositories/data.ts'
import { outboundFetch } from '../outbound/outbound-fetch.ts'
import { delegatesOf } from './approval-chain.ts'
import { postToSlack, slackText } from './approval-slack.ts'

export interface NoticeDeps {
  config: AppConfig
  mail: Pick<MailDispatcher, 'dispatch'>
  logger: Pick<Logger, 'warn' | 'error'>
}

const BRAND_NAME = 'Fernway'

/**
 * Where a notice's links point and whose name it carries: the brand host (or, in development, the
 * loopback host) of the request that caused it, as the account mails do (decision 098); a notice with
 * no request behind it (the sweeper's) uses the configured origin.
 */
export interface NoticeLinks {
  origin: string
  brandName: string
}

export const personName = (p: PersonRow | undefined) => (p ? accountName(p) : '')

/** A price in the notices' English, in the currency's own digits ("$420.00", "₩1,234,500"). */
export function priceText(minor: number, currency: string): string {
  return formatMoney(minor, currency, 'en')
}

/** The secret of an e-mailed link is never stored: only its HMAC under the server's key. */
export function linkHash(secret: string, token: string): string {
  return crypto.createHmac('sha256', secret).update(`approval-link:${token}`).digest('hex')
}

/** Who hears of a step: its approver and today's delegates, its backup once escalated; else FOR_ALL. */
export async function stepRecipients(
  data: Data,
  request: Pick<RequestRow, 'id' | 'company_id' | 'current_step' | 'escalated'>,
  now: Date,
) {
  const requests = data.approvalRequests
  const settings = data.approvalSettings
  const step = (await requests.steps([request.id])).find((s) => s.position === request.current_step)
  if (!step?.approverUserId) return requests.companyApprovers(request.company_id)
  const delegations = await settings.delegations(request.company_id)
  const ids = [step.approverUserId, ...delegatesOf(step.approverUserId, delegations, now)]
  if (request.escalated && step.backupUserId) ids.push(step.backupUserId)
  return [...new Set(ids)]
}

/** In the deciding transaction: one single-use link per recipient of the current step. */
export async function issueLinks(
  data: Data,
  secret: string,
  requestId: string,
  step: number,
  userIds: readonly string[],
  now: Date,
): Promise<{ userId: string; token: string }[]> {
  const requests = data.approvalRequests
  const out: { userId: string; token: string }[] = []
  for (const userId of userIds) {
    const token = crypto.randomBytes(32).toString('base64url')
    await requests.insertLink({
      tokenHash: linkHash(secret, token),
      requestId,
      step,
      userId,
      expiresAt: new Date(now.getTime() + APPROVAL_LIMITS.linkHours * 3_600_000),
    })
    out.push({ userId, token })
  }
  return out
}

export function factsOf(row: RequestRow, traveler: string): ApprovalMailFacts {
  return {
    traveler,
    item: row.title,
    price: priceText(row.price_minor, row.currency),
    policy: row.policy_status ?? 'none',
    reasons: storedPolicyReasons(row.policy_reasons),
    currency: row.currency,
    outOfPolicyReason: row.out_of_policy_reason ?? '',
  }
}

/** What to send once the transaction commits: mails and at most one Slack message. */
export interface PreparedNotices {
  mails: OutgoingMail[]
  slack: { url: string; payload: unknown } | null
  /** What a booking confirmed by the decision sets going (booking-lifecycle.ts). */
  afterCommit?: (() => void)[]
}

/** Sends what was prepared; each failure is its own, logged, and never undoes a booking or decision. */
export async function deliverNotices(deps: NoticeDeps, prepared: PreparedNotices): Promise<void> {
  for (const work of prepared.afterCommit ?? []) work()
  for (const mail of prepared.mails) deps.mail.dispatch(mail)
  if (prepared.slack) {
    const send = outboundFetch(deps.config.approvals.slackLoopbackHttp)
    await postToSlack(prepared.slack.url, prepared.slack.payload, deps.logger, send)
  }
}

/**
 * Notices are prepared inside the deciding transaction (it reads what it wrote) and sent after it
 * commits, so that nothing is sent for a booking or decision that rolled back.
 */
export function approvalNotices(data: Data, config: AppConfig, links?: NoticeLinks) {
  const requests = data.approvalRequests
  const settings = data.approvalSettings
  const origin = links?.origin ?? config.publicOrigin
  const brandName = links?.brandName ?? BRAND_NAME
  const queueLink = `${origin}${config.businessBasePath}${APPROVAL_PAGES.queue}`

  async function mailTo(userId: string, people: Map<string, PersonRow>, message: OutgoingMail['message']) {
    const to = people.get(userId)
    if (!to) return null
    return { to: to.email, language: await languageOf(data, userId), brandName, message }
  }
  async function slackFor(
    companyId: string,
    facts: ApprovalMailFacts,
    kind: 'approval' | 'notice',
    budget: Parameters<typeof slackMessage>[3] = null,
  ) {
    const webhook = await settings.slack(companyId)
    return webhook
      ? { url: webhook.webhook_url, payload: slackMessage(facts, queueLink, kind, budget) }
      : null
  }

  return {
    async requested(
      requestId: string,
      links: readonly { userId: string; token: string }[],
      slack: boolean,
    ): Promise<PreparedNotices> {
      const row = await requests.findById(requestId)
      if (!row) return { mails: [], slack: null }
      const people = await settings.people([row.traveler_user_id, ...links.map((l) => l.userId)])
      const facts = factsOf(row, personName(people.get(row.traveler_user_id)))
      const mails: OutgoingMail[] = []
      for (const { userId, token } of links) {
        const mail = await mailTo(userId, people, {
          kind: 'approval_request',
          approveLink: `${origin}${APPROVAL_PAGES.link}#t=${token}&d=approve`,
          denyLink: `${origin}${APPROVAL_PAGES.link}#t=${token}&d=deny`,
          queueLink,
          ...facts,
        })
        if (mail) mails.push(mail)
      }
      const budget =
        row.policy_budget_minor === null
          ? null
          : { priceMinor: row.price_minor, budgetMinor: row.policy_budget_minor, currency: row.currency }
      return { mails, slack: slack ? await slackFor(row.company_id, facts, 'approval', budget) : null }
    },

    async notified(
      companyId: string,
      recipients: readonly string[],
      facts: ApprovalMailFacts,
    ): Promise<PreparedNotices> {
      const people = await settings.people(recipients)
      const mails: OutgoingMail[] = []
      for (const userId of recipients) {
        const mail = await mailTo(userId, people, { kind: 'approval_notice', queueLink, ...facts })
        if (mail) mails.push(mail)
      }
      return { mails, slack: await slackFor(companyId, facts, 'notice') }
    },

    async decided(
      requestId: string,
      decision: 'approved' | 'denied' | 'expiredKept' | 'expiredCancelled',
      approverUserId: string | null,
      comment: string | null,
    ): Promise<PreparedNotices> {
      const row = await requests.findById(requestId)
      if (!row) return { mails: [], slack: null }
      const recipients = [...new Set([row.traveler_user_id, row.booker_user_id])].filter(
        (id): id is string => !!id,
      )
      const people = await settings.people([...recipients, ...(approverUserId ? [approverUserId] : [])])
      const mails: OutgoingMail[] = []
      for (const userId of recipients) {
        const mail = await mailTo(userId, people, {
          kind: 'approval_decided',
          link: `${origin}/trips`,
          item: row.title,
          decision,
          outcome: decidedOutcome({ timing: row.timing, bookingState: row.state }),
          approver: approverUserId ? personName(people.get(approverUserId)) : '-',
          comment: comment ?? '',
        })
        if (mail) mails.push(mail)
      }
      return { mails, slack: null }
    },
  }
}

async function languageOf(data: Data, userId: string): Promise<string> {
  const [row] = await data.users.contacts([userId])
  return row?.language ?? 'en'
}

/** Slack's message: who, what, the policy's verdict against the budget, and the approval page. */
export function slackMessage(
  facts: ApprovalMailFacts,
  link: string,
  kind: 'approval' | 'notice',
  budget: { priceMinor: number; budgetMinor: number; currency: string } | null = null,
) {
  const head =
    kind === 'approval'
      ? `Approval needed: ${slackText(facts.traveler)} — ${slackText(facts.item)} (${slackText(facts.price)})`
      : `Booked: ${slackText(facts.traveler)} — ${slackText(facts.item)} (${slackText(facts.price)})`
  const policy =
    facts.policy === 'out'
      ? `Out of policy: ${slackText(policyReasonsText(facts.reasons, facts.currency, 'en') || '-')}. Reason given: ${slackText(facts.outOfPolicyReason || '-')}`
      : facts.policy === 'in'
        ? 'In policy.'
        : 'No travel policy applies.'
  // The policy's diff: what the booking costs against the budget that applied.
  const over = budget ? budget.priceMinor - budget.budgetMinor : 0
  const diff = budget
    ? `\nBudget ${priceText(budget.budgetMinor, budget.currency)}; ${
        over > 0 ? `${priceText(over, budget.currency)} over` : 'within budget'
      }.`
    : ''
  return {
    text: `${head}\n${policy}${diff}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*${head}*\n${policy}${diff}` } },
      {
        type: 'actions',
        elements: [
          { type: 'button', text: { type: 'plain_text', text: 'Open trips to approve' }, url: link },
        ],
      },
    ],
  }
}
