import {
  APPROVAL_VERTICALS,
  ApprovalErrorCode,
  type TApprovalTiming,
} from '../../../shared/business/approvals-contract.ts'
import type {
  TApprovalSettingsRequest,
  TApprovalSettingsResponse,
  TApproversResponse,
  TChainRequest,
  TDelegationRequest,
  TDelegationResponse,
  TSlackRequest,
  TSlackResponse,
} from '../../../shared/business/approvals-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { presentPerson } from '../../presenters/approval-request.presenter.ts'
import type { Data } from '../../repositories/data.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import { APPROVER_PERMISSIONS } from './approval-chain.ts'
import { checkWebhookUrl } from './approval-slack.ts'

export interface ApprovalSettingsDeps {
  data: Data
  audit: Pick<BusinessAuditService, 'record'>
  slackLoopbackHttp: boolean
}

const unknownMember = () =>
  new HttpError(
    404,
    ApprovalErrorCode.APPROVAL_PERSON_UNKNOWN,
    'Nobody of that id can be chosen in your company.',
  )
const badChain = (description: string) =>
  new HttpError(400, ApprovalErrorCode.APPROVAL_CHAIN_INVALID, description)

const OFF: TApprovalSettingsResponse = {
  timing: 'off',
  verticals: Object.fromEntries(
    APPROVAL_VERTICALS.map((v) => [v, 'off']),
  ) as TApprovalSettingsResponse['verticals'],
  windowHours: 24,
  stepHours: 24,
  defaultOnTimeout: 'keep',
  allowCustomApprover: false,
}

/** Approval settings, approvers (chains, managers), delegations and the Slack webhook (decision 055). */
export function createApprovalSettingsService(deps: ApprovalSettingsDeps) {
  const repo = deps.data.approvalSettings

  async function mustBeMembers(companyId: string, ids: readonly string[], approvers = false) {
    const wanted = [...new Set(ids)]
    const found = approvers
      ? await repo.membersWithAny(companyId, wanted, APPROVER_PERMISSIONS)
      : await repo.activeMembers(companyId, wanted)
    if (wanted.some((id) => !found.has(id))) throw unknownMember()
  }

  return {
    async settings(companyId: string): Promise<TApprovalSettingsResponse> {
      const row = await repo.settings(companyId)
      if (!row) return OFF
      const verticals = Object.fromEntries(
        APPROVAL_VERTICALS.map((v) => [v, row.verticalRules[v] ?? 'off']),
      ) as TApprovalSettingsResponse['verticals']
      const { verticalRules: _rules, ...rest } = row
      return { ...rest, verticals }
    },

    async putSettings(actor: AuditActor, timing: TApprovalTiming, body: TApprovalSettingsRequest) {
      await deps.data.transaction(async (tx) => {
        await tx.approvalSettings.putSettings(actor.companyId, {
          timing,
          verticalRules: body.verticals,
          windowHours: body.windowHours,
          stepHours: body.stepHours,
          defaultOnTimeout: body.defaultOnTimeout,
          allowCustomApprover: body.allowCustomApprover,
        })
        await deps.audit.record(
          actor,
          {
            action: 'approvals.settings',
            targetType: 'company',
            targetId: actor.companyId,
            details: { timing, ...body },
          },
          tx,
        )
      })
      return this.settings(actor.companyId)
    },

    async approvers(companyId: string): Promise<TApproversResponse> {
      const [steps, groups, managers, delegations] = await Promise.all([
        repo.chainSteps(companyId),
        repo.groups(companyId),
        repo.managers(companyId),
        repo.delegations(companyId),
      ])
      const ids = [
        ...steps.flatMap((s) => [s.approverUserId, s.backupUserId]),
        ...managers.flatMap((m) => [m.user_id, m.manager_user_id]),
        ...delegations.flatMap((d) => [d.userId, d.delegateUserId]),
      ].filter((id): id is string => !!id)
      const people = await repo.people(ids)
      const person = (id: string | null) => (id ? presentPerson(people.get(id)) : null)
      const keys = [...new Set(steps.map((s) => s.groupId))]
      return {
        chains: keys.map((groupId) => ({
          groupId,
          groupName: groups.find((g) => g.id === groupId)?.name ?? null,
          steps: steps
            .filter((s) => s.groupId === groupId)
            .map((s) => ({
              kind: s.kind,
              approver: person(s.approverUserId),
              backup: person(s.backupUserId),
            })),
        })),
        groups,
        managers: managers.flatMap((m) => {
          const member = person(m.user_id)
          const manager = person(m.manager_user_id)
          return member && manager ? [{ member, manager }] : []
        }),
        delegations: delegations.flatMap((d) => {
          const user = person(d.userId)
          const delegate = person(d.delegateUserId)
          return user && delegate ? [{ user, delegate, startsOn: d.startsOn, endsOn: d.endsOn }] : []
        }),
      }
    },

    async putChain(actor: AuditActor, body: TChainRequest) {
      const { companyId } = actor
      if (body.groupId && !(await repo.groups(companyId)).some((g) => g.id === body.groupId))
        throw unknownMember()
      for (const step of body.steps) {
        if (step.kind === 'manager' && step.approverUserId)
          throw badChain('A manager step names no approver: it is each traveller’s manager.')
        if (step.kind === 'user' && !step.approverUserId) throw badChain('Choose the approver of each step.')
        if (step.backupUserId && step.backupUserId === step.approverUserId)
          throw badChain('A backup is someone other than the approver.')
      }
      const ids = body.steps
        .flatMap((s) => [s.approverUserId, s.backupUserId])
        .filter((id): id is string => !!id)
      await mustBeMembers(companyId, ids, true)
      await deps.data.transaction(async (tx) => {
        await tx.approvalSettings.replaceChain(companyId, body.groupId, body.steps)
        await deps.audit.record(
          actor,
          {
            action: 'approvals.chain',
            targetType: 'group',
            targetId: body.groupId ?? companyId,
            details: { steps: body.steps },
          },
          tx,
        )
      })
      return this.approvers(companyId)
    },

    async setManager(actor: AuditActor, userId: string, managerUserId: string) {
      if (userId === managerUserId) throw badChain('A member cannot be their own manager.')
      await mustBeMembers(actor.companyId, [userId, managerUserId])
      await repo.setManager(actor.companyId, userId, managerUserId)
      await deps.audit.record(actor, {
        action: 'approvals.manager',
        targetType: 'user',
        targetId: userId,
        details: { managerUserId },
      })
      return this.approvers(actor.companyId)
    },

    async removeManager(actor: AuditActor, userId: string) {
      if (!(await repo.removeManager(actor.companyId, userId))) throw unknownMember()
      await deps.audit.record(actor, {
        action: 'approvals.managerRemoved',
        targetType: 'user',
        targetId: userId,
      })
      return this.approvers(actor.companyId)
    },

    async delegation(actor: AuditActor): Promise<TDelegationResponse> {
      const mine = (await repo.delegations(actor.companyId)).find((d) => d.userId === actor.userId)
      if (!mine) return { delegation: null }
      const people = await repo.people([mine.userId, mine.delegateUserId])
      const user = presentPerson(people.get(mine.userId))
      const delegate = presentPerson(people.get(mine.delegateUserId))
      return user && delegate
        ? { delegation: { user, delegate, startsOn: mine.startsOn, endsOn: mine.endsOn } }
        : { delegation: null }
    },

    async setDelegation(actor: AuditActor, body: TDelegationRequest) {
      if (body.delegateUserId === actor.userId)
        throw badChain('Choose someone else to decide while you are away.')
      await mustBeMembers(actor.companyId, [body.delegateUserId], true)
      await repo.setDelegation(actor.companyId, { userId: actor.userId, ...body })
      await deps.audit.record(actor, {
        action: 'approvals.delegation',
        targetType: 'user',
        targetId: actor.userId,
        details: { ...body },
      })
      return this.delegation(actor)
    },

    async removeDelegation(actor: AuditActor) {
      await repo.removeDelegation(actor.companyId, actor.userId)
      await deps.audit.record(actor, {
        action: 'approvals.delegationRemoved',
        targetType: 'user',
        targetId: actor.userId,
      })
      return { delegation: null }
    },

    async slack(companyId: string): Promise<TSlackResponse> {
      const row = await repo.slack(companyId)
      if (!row) return { configured: false, host: null, channelLabel: null, updatedAt: null }
      return {
        configured: true,
        host: new URL(row.webhook_url).host,
        channelLabel: row.channel_label,
        updatedAt: row.updated_at.toISOString(),
      }
    },

    async putSlack(actor: AuditActor, body: TSlackRequest) {
      const url = checkWebhookUrl(body.webhookUrl, deps.slackLoopbackHttp)
      await repo.putSlack(actor.companyId, url.toString(), body.channelLabel || null, actor.userId)
      // The webhook's path is its secret: the audit names only its host.
      await deps.audit.record(actor, {
        action: 'integrations.slack',
        targetType: 'company',
        targetId: actor.companyId,
        details: { host: url.host },
      })
      return this.slack(actor.companyId)
    },

    async removeSlack(actor: AuditActor) {
      await repo.removeSlack(actor.companyId)
      await deps.audit.record(actor, {
        action: 'integrations.slackRemoved',
        targetType: 'company',
        targetId: actor.companyId,
      })
      return this.slack(actor.companyId)
    },
  }
}
export type ApprovalSettingsService = ReturnType<typeof createApprovalSettingsService>
