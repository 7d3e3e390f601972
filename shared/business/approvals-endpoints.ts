import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { APPROVAL_CONFLICTS_PATH, APPROVAL_CONFLICTS_REQUIREMENT } from './approval-conflicts.ts'
import {
  APPROVAL_QUEUE_REQUIREMENT,
  APPROVAL_REQUEST_REQUIREMENT,
  APPROVAL_SETTINGS_REQUIREMENT,
  APPROVALS_API,
  APPROVALS_ROUTES,
  ApprovalErrorCode,
  SLACK_REQUIREMENT,
  type TApprovalTiming,
} from './approvals-contract.ts'
import {
  ZApprovalConflictsResponseSchema,
  ZApprovalSettingsRequestSchema,
  ZApprovalSettingsResponseSchema,
  ZApproversResponseSchema,
  ZChainRequestSchema,
  ZCustomApproversQuerySchema,
  ZCustomApproversResponseSchema,
  ZDecisionParamsSchema,
  ZDecisionRequestSchema,
  ZDecisionResponseSchema,
  ZDelegationRequestSchema,
  ZDelegationResponseSchema,
  ZLinkDecideRequestSchema,
  ZLinkReadRequestSchema,
  ZLinkViewSchema,
  ZManagerParamsSchema,
  ZManagerRequestSchema,
  ZRequestsQuerySchema,
  ZRequestsResponseSchema,
  ZSlackRequestSchema,
  ZSlackResponseSchema,
} from './approvals-schemas.ts'

const settings = APPROVAL_SETTINGS_REQUIREMENT
const queue = APPROVAL_QUEUE_REQUIREMENT
const write = RATE_LIMITS.write
const slackWrite = { max: 20, timeWindow: 60_000 }
/** A link that is not one of ours reads as an unknown one: the same answer as a used or expired link. */
const linkInvalid = {
  code: ApprovalErrorCode.APPROVAL_LINK_INVALID,
  description: 'This link is not valid any more.',
}

// One route per mode: the spec's {mode} is a fixed word, not an id, so an unknown one is no route at all.
const saveSettingsFor = (mode: TApprovalTiming) =>
  defineEndpoint({
    method: 'PUT',
    path: APPROVALS_API.settingsMode(mode),
    summary: `Saves the company's approval settings with approval timing ${mode}` as string,
    body: ZApprovalSettingsRequestSchema,
    response: ZApprovalSettingsResponseSchema,
    business: settings,
    rateLimit: write,
    errors: [ApprovalErrorCode.APPROVAL_SETTINGS_INVALID],
  })

/** Approvals (decision 055): settings, approvers and delegation, the queue, e-mailed links and Slack. */
export const approvalEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: APPROVALS_API.settings,
    summary: "The company's approval settings",
    response: ZApprovalSettingsResponseSchema,
    business: settings,
  }),
  saveSettings: {
    beforeBooking: saveSettingsFor('beforeBooking'),
    voidWindow: saveSettingsFor('voidWindow'),
    off: saveSettingsFor('off'),
  } satisfies Record<TApprovalTiming, unknown>,
  // Read by the approval settings page and the policy pages, so either side's managers may ask.
  conflicts: defineEndpoint({
    method: 'GET',
    path: APPROVAL_CONFLICTS_PATH,
    summary: "Where the company's approval settings and travel policies disagree",
    response: ZApprovalConflictsResponseSchema,
    business: APPROVAL_CONFLICTS_REQUIREMENT,
  }),
  approvers: defineEndpoint({
    method: 'GET',
    path: APPROVALS_API.approvers,
    summary: 'The approval chains, managers and delegations',
    response: ZApproversResponseSchema,
    business: settings,
  }),
  saveChain: defineEndpoint({
    method: 'PUT',
    path: APPROVALS_API.approvers,
    summary: "Replaces the company's or a group's approval chain",
    body: ZChainRequestSchema,
    response: ZApproversResponseSchema,
    business: settings,
    rateLimit: write,
    errors: [ApprovalErrorCode.APPROVAL_CHAIN_INVALID, ApprovalErrorCode.APPROVAL_PERSON_UNKNOWN],
  }),
  setManager: defineEndpoint({
    method: 'PUT',
    path: APPROVALS_ROUTES.manager,
    summary: "Sets a member's manager",
    params: ZManagerParamsSchema,
    body: ZManagerRequestSchema,
    response: ZApproversResponseSchema,
    business: settings,
    rateLimit: write,
    errors: [ApprovalErrorCode.APPROVAL_PERSON_UNKNOWN],
  }),
  removeManager: defineEndpoint({
    method: 'DELETE',
    path: APPROVALS_ROUTES.manager,
    summary: "Removes a member's manager",
    params: ZManagerParamsSchema,
    response: ZApproversResponseSchema,
    business: settings,
    rateLimit: write,
    errors: [ApprovalErrorCode.APPROVAL_PERSON_UNKNOWN],
  }),
  // An approver's own out-of-office: whoever may decide requests sets theirs.
  delegation: defineEndpoint({
    method: 'GET',
    path: APPROVALS_API.delegation,
    summary: "The caller's own out-of-office delegation",
    response: ZDelegationResponseSchema,
    business: queue,
  }),
  saveDelegation: defineEndpoint({
    method: 'PUT',
    path: APPROVALS_API.delegation,
    summary: "Sets the caller's out-of-office delegation",
    body: ZDelegationRequestSchema,
    response: ZDelegationResponseSchema,
    business: queue,
    rateLimit: write,
    errors: [ApprovalErrorCode.APPROVAL_PERSON_UNKNOWN],
  }),
  removeDelegation: defineEndpoint({
    method: 'DELETE',
    path: APPROVALS_API.delegation,
    summary: "Ends the caller's out-of-office delegation",
    response: ZDelegationResponseSchema,
    business: queue,
    rateLimit: write,
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: APPROVALS_API.requests,
    summary: 'The requests the caller may decide (pending), or decided (history)',
    query: ZRequestsQuerySchema,
    response: ZRequestsResponseSchema,
    business: queue,
  }),
  pendingCount: defineEndpoint({
    method: 'GET',
    path: '/i/api/business/approvals/v1/requests/count',
    summary: "How many requests wait for the caller's decision",
    response: z.object({ pending: z.number().int().min(0), more: z.boolean() }),
    business: queue,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: APPROVALS_ROUTES.decision,
    summary: 'Approves or denies a request',
    params: ZDecisionParamsSchema,
    body: ZDecisionRequestSchema,
    response: ZDecisionResponseSchema,
    business: queue,
    rateLimit: write,
    notFound: { code: ApprovalErrorCode.APPROVAL_NOT_FOUND, description: 'No such approval request.' },
    errors: [
      ApprovalErrorCode.APPROVAL_NOT_FOUND,
      ApprovalErrorCode.APPROVAL_ALREADY_DECIDED,
      ApprovalErrorCode.APPROVAL_NOT_YOURS,
    ],
  }),
  // The checkout's custom approver picker (the spec's potentialCustomApprovers search), for whoever asks
  // approval: nobody is listed unless the company lets travellers choose.
  customApprovers: defineEndpoint({
    method: 'GET',
    path: APPROVALS_API.customApprovers,
    summary: 'Approvers a traveller may choose at checkout',
    query: ZCustomApproversQuerySchema,
    response: ZCustomApproversResponseSchema,
    business: APPROVAL_REQUEST_REQUIREMENT,
    rateLimit: { max: 240, timeWindow: 60_000 },
  }),
  // The link is the credential: no session needed. Both calls are POSTs so that the secret stays out of
  // URLs and logs; reading changes nothing, deciding uses the link once.
  readLink: defineEndpoint({
    method: 'POST',
    path: APPROVALS_API.linkRead,
    summary: 'What an e-mailed approval link is for',
    body: ZLinkReadRequestSchema,
    response: ZLinkViewSchema,
    rateLimit: RATE_LIMITS.signIn,
    notFound: { ...linkInvalid, fields: ['token'] },
    errors: [ApprovalErrorCode.APPROVAL_LINK_INVALID, ApprovalErrorCode.APPROVAL_LINK_NOT_YOURS],
  }),
  decideByLink: defineEndpoint({
    method: 'POST',
    path: APPROVALS_API.linkDecide,
    summary: 'Approves or denies with an e-mailed link, once',
    body: ZLinkDecideRequestSchema,
    response: ZLinkViewSchema,
    rateLimit: RATE_LIMITS.signIn,
    notFound: { ...linkInvalid, fields: ['token'] },
    errors: [
      ApprovalErrorCode.APPROVAL_LINK_INVALID,
      ApprovalErrorCode.APPROVAL_LINK_NOT_YOURS,
      ApprovalErrorCode.APPROVAL_ALREADY_DECIDED,
    ],
  }),
  slack: defineEndpoint({
    method: 'GET',
    path: APPROVALS_API.slack,
    summary: "The company's Slack webhook for approval messages",
    response: ZSlackResponseSchema,
    business: SLACK_REQUIREMENT,
  }),
  saveSlack: defineEndpoint({
    method: 'PUT',
    path: APPROVALS_API.slack,
    summary: "Sets the company's Slack webhook",
    body: ZSlackRequestSchema,
    response: ZSlackResponseSchema,
    business: SLACK_REQUIREMENT,
    rateLimit: slackWrite,
    errors: [ApprovalErrorCode.SLACK_WEBHOOK_INVALID],
  }),
  removeSlack: defineEndpoint({
    method: 'DELETE',
    path: APPROVALS_API.slack,
    summary: "Removes the company's Slack webhook",
    response: ZSlackResponseSchema,
    business: SLACK_REQUIREMENT,
    rateLimit: slackWrite,
  }),
}
