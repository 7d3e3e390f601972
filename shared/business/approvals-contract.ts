/*
 * Approvals (issue 9, decision 055): the company's approval settings, its approvers and chains, the
 * trips-to-approve queue, e-mailed one-click links and Slack notifications. Paths, values, limits and
 * error codes without zod, so that pages and the checkout dialog can read them.
 */
import { codes, type TCodeOf } from '../code-table.ts'

const COMPANY = '/i/api/business/company/v1'
const APPROVALS = '/i/api/business/approvals/v1'
const LINKS = '/i/api/approvals/v1'

/** When approval happens: before the booking (it waits in the cart), within a void window, or never. */
export const APPROVAL_TIMINGS = ['beforeBooking', 'voidWindow', 'off'] as const
export type TApprovalTiming = (typeof APPROVAL_TIMINGS)[number]

/** Per vertical: approve every booking, only out-of-policy ones, only notify approvers, or nothing. */
export const APPROVAL_RULES = ['all', 'outOfPolicy', 'notify', 'off'] as const
export type TApprovalRule = (typeof APPROVAL_RULES)[number]

/** The verticals a booking can be of (the trips' verticals). */
export const APPROVAL_VERTICALS = ['flight', 'hotel', 'car', 'train'] as const
export type TApprovalVertical = (typeof APPROVAL_VERTICALS)[number]

/** What happens to a request nobody decided once its chain is exhausted. */
export const APPROVAL_DEFAULTS = ['keep', 'cancel'] as const
export type TApprovalDefault = (typeof APPROVAL_DEFAULTS)[number]

/** A chain step: the traveller's manager, or a named approver. */
export const APPROVAL_STEP_KINDS = ['manager', 'user'] as const
export type TApprovalStepKind = (typeof APPROVAL_STEP_KINDS)[number]

export const APPROVAL_DECISIONS = ['approve', 'deny'] as const
export type TApprovalDecision = (typeof APPROVAL_DECISIONS)[number]

export const APPROVAL_VIAS = ['web', 'email', 'slack', 'timeout'] as const
export type TApprovalVia = (typeof APPROVAL_VIAS)[number]

export const APPROVAL_LIMITS = {
  hoursMin: 1,
  hoursMax: 168,
  commentMaxLength: 500,
  stepsMax: 5,
  /** An e-mailed link lives at most this long (and never past its step). */
  linkHours: 72,
  queuePageSize: 50,
  webhookUrlMaxLength: 500,
  /** How often the sweeper looks for requests whose step ran out, and how many per pass. */
  sweepIntervalMs: 60_000,
  sweepBatch: 50,
} as const

export const APPROVALS_API = {
  /** GET the company's approval settings. */
  settings: `${COMPANY}/settings/autoApproval`,
  /** PUT {verticals, windowHours, stepHours, defaultOnTimeout, allowCustomApprover}: mode is a timing. */
  settingsMode: (mode: TApprovalTiming) => `${COMPANY}/settings/autoApproval/${encodeURIComponent(mode)}`,
  /** GET the chains, managers and delegations; PUT {groupId, steps} replaces one chain. */
  approvers: `${APPROVALS}/approvers`,
  /** PUT {managerUserId} sets a member's manager; DELETE removes it. */
  manager: (userId: string) => `${APPROVALS}/managers/${encodeURIComponent(userId)}`,
  /** GET, PUT {delegateUserId, startsOn, endsOn} or DELETE the caller's own out-of-office delegation. */
  delegation: `${APPROVALS}/delegation`,
  /** GET ?view=pending|history: the requests the caller may decide, or decided. */
  requests: `${APPROVALS}/requests`,
  /** POST {decision, comment}. */
  decision: (id: string) => `${APPROVALS}/requests/${encodeURIComponent(id)}/decision`,
  /** POST {token}: what an e-mailed link is for (no state change). */
  linkRead: `${LINKS}/link/read`,
  /** POST {token, decision, comment}: decides with an e-mailed link, once. */
  linkDecide: `${LINKS}/link/decide`,
  /** GET ?query=: approvers a traveller may choose at checkout (potentialCustomApprovers), when allowed. */
  customApprovers: `${APPROVALS}/customApprovers`,
  /** GET, PUT {webhookUrl, channelLabel} or DELETE the company's Slack webhook. */
  slack: '/i/api/business/integrations/v1/slack',
} as const

export const APPROVALS_ROUTES = {
  manager: `${APPROVALS}/managers/:userId`,
  decision: `${APPROVALS}/requests/:id/decision`,
} as const

/** Pages (under the business base path for the hub; the link page is fixed). */
export const APPROVAL_PAGES = {
  queue: '/approval',
  settings: '/approvals/settings',
  approvers: '/approvals/approvers',
  /** The e-mailed link's landing page; the token travels in the fragment (#t=...). */
  link: '/business/approval-link',
} as const

/** Who configures approvals (spec section 6). */
export const APPROVAL_SETTINGS_REQUIREMENT = {
  permissions: ['COMPANY_SETTINGS_APPROVAL_SETTINGS'],
  features: ['APPROVAL_SETTINGS'],
} as const

/** Who sees trips to approve: the processing permissions (a request to be approved is not one). */
export const APPROVAL_QUEUE_REQUIREMENT = {
  permissions: ['TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'],
  features: ['TRIPS_TO_APPROVE'],
} as const

/** Who may ask approval, and so choose a custom approver at checkout. */
export const APPROVAL_REQUEST_REQUIREMENT = { permissions: ['TRIP_EVENT_APPROVAL_REQUEST'] } as const

export const SLACK_REQUIREMENT = {
  permissions: ['COMPANY_INTEGRATION_MANAGEMENT'],
  features: ['SLACK_INTEGRATION'],
} as const

export const ApprovalErrorCode = codes(
  'APPROVAL_SETTINGS_INVALID',
  'APPROVAL_PERSON_UNKNOWN',
  'APPROVAL_CHAIN_INVALID',
  'APPROVAL_NOT_FOUND',
  /** Another approver (or the timeout) decided first, or the step moved on. */
  'APPROVAL_ALREADY_DECIDED',
  'APPROVAL_NOT_YOURS',
  /** An e-mailed link that is unknown, used or expired: one answer for all three. */
  'APPROVAL_LINK_INVALID',
  /** A link opened in a browser signed in as someone other than its approver (or as the booking's traveller or booker). */
  'APPROVAL_LINK_NOT_YOURS',
  'SLACK_WEBHOOK_INVALID',
)
export type TApprovalErrorCode = TCodeOf<typeof ApprovalErrorCode>
