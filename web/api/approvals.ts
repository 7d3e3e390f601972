import type { TApprovalDecision, TApprovalTiming } from '../../shared/business/approvals-contract.ts'
// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import type {
  TApprovalSettingsRequest,
  TChainRequest,
  TDelegationRequest,
  TSlackRequest,
} from '../../shared/business/approvals-schemas.ts'
import type { TSearchMode } from '../../shared/business/people-contract.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { approvalEndpoints as api } from './endpoints.gen.ts'
import { suggestUsers } from './people.ts'

/** Approvals' calls (decision 055): settings, approvers, the queue, e-mailed links and Slack. */
export function approvalsApi(client: () => ApiClient) {
  return {
    settings: () => callEndpoint(client(), api.settings),
    saveSettings: (timing: TApprovalTiming, body: TApprovalSettingsRequest) =>
      callEndpoint(client(), api.saveSettings[timing], { body }),
    conflicts: () => callEndpoint(client(), api.conflicts),
    approvers: () => callEndpoint(client(), api.approvers),
    saveChain: (body: TChainRequest) => callEndpoint(client(), api.saveChain, { body }),
    setManager: (userId: string, managerUserId: string) =>
      callEndpoint(client(), api.setManager, { params: { userId }, body: { managerUserId } }),
    removeManager: (userId: string) => callEndpoint(client(), api.removeManager, { params: { userId } }),
    delegation: () => callEndpoint(client(), api.delegation),
    saveDelegation: (body: TDelegationRequest) => callEndpoint(client(), api.saveDelegation, { body }),
    removeDelegation: () => callEndpoint(client(), api.removeDelegation),
    pendingCount: () => callEndpoint(client(), api.pendingCount),
    requests: (view: 'pending' | 'history') => callEndpoint(client(), api.requests, { query: { view } }),
    decide: (id: string, decision: TApprovalDecision, comment: string) =>
      callEndpoint(client(), api.decide, {
        params: { id },
        body: { decision, ...(comment.trim() ? { comment } : {}) },
      }),
    customApprovers: (query: string) => callEndpoint(client(), api.customApprovers, { query: { query } }),
    readLink: (token: string) => callEndpoint(client(), api.readLink, { body: { token } }),
    decideByLink: (token: string, decision: TApprovalDecision, comment: string) =>
      callEndpoint(client(), api.decideByLink, {
        body: { token, decision, ...(comment.trim() ? { comment } : {}) },
      }),
    slack: () => callEndpoint(client(), api.slack),
    saveSlack: (body: TSlackRequest) => callEndpoint(client(), api.saveSlack, { body }),
    removeSlack: () => callEndpoint(client(), api.removeSlack),
    /** The company's people search (spec section 7) in a mode, for the pickers' suggestions. */
    findPeople: (query: string, searchMode: TSearchMode) => suggestUsers(client(), { query, searchMode }),
  }
}
export type ApprovalsApi = ReturnType<typeof approvalsApi>

/** Made on the first call, never while rendering (the server render has no browser client). */
export const browserApprovalsApi = () => approvalsApi(browserApiClient)
