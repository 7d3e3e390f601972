import {
  APPROVAL_CONFLICTS_PATH,
  type TApprovalConflictsResponse,
} from '../../shared/business/approval-conflicts.ts'
import {
  APPROVALS_API,
  type TApprovalDecision,
  type TApprovalTiming,
} from '../../shared/business/approvals-contract.ts'
// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type {
  TApprovalSettingsRequest,
  TApprovalSettingsResponse,
  TApproversResponse,
  TChainRequest,
  TCustomApproversResponse,
  TDecisionResponse,
  TDelegationRequest,
  TDelegationResponse,
  TLinkView,
  TRequestsResponse,
  TSlackRequest,
  TSlackResponse,
} from '../../shared/business/approvals-schemas.ts'
import type { TSearchMode } from '../../shared/business/people-contract.ts'
import { browserApiClient } from './browser-client.ts'
import type { ApiClient } from './client.ts'
import { suggestUsers } from './people.ts'

/** Approvals' calls (decision 055): settings, approvers, the queue, e-mailed links and Slack. */
export function approvalsApi(client: () => ApiClient) {
  return {
    settings: () => client().get<TApprovalSettingsResponse>(APPROVALS_API.settings),
    saveSettings: (timing: TApprovalTiming, body: TApprovalSettingsRequest) =>
      client().put<TApprovalSettingsResponse>(APPROVALS_API.settingsMode(timing), body),
    conflicts: () => client().get<TApprovalConflictsResponse>(APPROVAL_CONFLICTS_PATH),
    approvers: () => client().get<TApproversResponse>(APPROVALS_API.approvers),
    saveChain: (body: TChainRequest) => client().put<TApproversResponse>(APPROVALS_API.approvers, body),
    setManager: (userId: string, managerUserId: string) =>
      client().put<TApproversResponse>(APPROVALS_API.manager(userId), { managerUserId }),
    removeManager: (userId: string) => client().delete<TApproversResponse>(APPROVALS_API.manager(userId)),
    delegation: () => client().get<TDelegationResponse>(APPROVALS_API.delegation),
    saveDelegation: (body: TDelegationRequest) =>
      client().put<TDelegationResponse>(APPROVALS_API.delegation, body),
    removeDelegation: () => client().delete<TDelegationResponse>(APPROVALS_API.delegation),
    requests: (view: 'pending' | 'history') =>
      client().get<TRequestsResponse>(APPROVALS_API.requests, { view }),
    decide: (id: string, decision: TApprovalDecision, comment: string) =>
      client().postJson<TDecisionResponse>(APPROVALS_API.decision(id), {
        decision,
        ...(comment.trim() ? { comment } : {}),
      }),
    customApprovers: (query: string) =>
      client().get<TCustomApproversResponse>(APPROVALS_API.customApprovers, { query }),
    readLink: (token: string) => client().postJson<TLinkView>(APPROVALS_API.linkRead, { token }),
    decideByLink: (token: string, decision: TApprovalDecision, comment: string) =>
      client().postJson<TLinkView>(APPROVALS_API.linkDecide, {
        token,
        decision,
        ...(comment.trim() ? { comment } : {}),
      }),
    slack: () => client().get<TSlackResponse>(APPROVALS_API.slack),
    saveSlack: (body: TSlackRequest) => client().put<TSlackResponse>(APPROVALS_API.slack, body),
    removeSlack: () => client().delete<TSlackResponse>(APPROVALS_API.slack),
    /** The company's people search (spec section 7) in a mode, for the pickers' suggestions. */
    findPeople: (query: string, searchMode: TSearchMode) => suggestUsers(client(), { query, searchMode }),
  }
}
export type ApprovalsApi = ReturnType<typeof approvalsApi>

/** Made on the first call, never while rendering (the server render has no browser client). */
export const browserApprovalsApi = () => approvalsApi(browserApiClient)
