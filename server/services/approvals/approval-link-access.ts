import { ApprovalErrorCode } from '../../../shared/business/approvals-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { ApprovalCaller } from './approval-chain.ts'
import { linkHash } from './approval-notices.ts'

/** What an e-mailed approval link may reach (decision 055, issue 30 item 1): its request and its approver. */

export const linkNotYours = () =>
  new HttpError(
    403,
    ApprovalErrorCode.APPROVAL_LINK_NOT_YOURS,
    'This link is for another approver: sign out, or open it in the approver’s browser.',
  )

export const linkInvalid = () =>
  new HttpError(
    404,
    ApprovalErrorCode.APPROVAL_LINK_INVALID,
    'This link is not valid any more: it was used, it expired, or the request moved on.',
  )

/** The link's row and its request, while both are live: unused, unexpired, at the link's own step. */
export async function liveLink(data: Data, secret: string, now: Date, token: string) {
  const requests = data.approvalRequests
  const link = await requests.findLiveLink(linkHash(secret, token), now)
  if (!link) throw linkInvalid()
  const row = await requests.findById(link.request_id)
  if (row?.status !== 'pending' || row.current_step !== link.step) throw linkInvalid()
  return { link, row }
}

/** The member behind a link, with their role's permissions (they may have left or changed role). */
export async function linkCaller(
  data: Data,
  userId: string,
  companyId: string,
): Promise<ApprovalCaller | null> {
  const member = await data.approvalRequests.activeMember(userId, companyId)
  if (!member || member.permissions.includes('DISABLED')) return null
  return { userId, companyId, email: member.email, permissions: member.permissions, impersonatorUserId: null }
}
