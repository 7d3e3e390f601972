import { PEOPLE_LIMITS, PeopleErrorCode } from '../../../shared/business/people-contract.ts'
import type {
  TGroup,
  TGroupListResponse,
  TGroupMembersResponse,
} from '../../../shared/business/people-schemas.ts'
import { isSafeText } from '../../../shared/text-rules.ts'
import { HttpError } from '../../http-error.ts'
import { presentGroup } from '../../presenters/people.presenter.ts'
import type { Data } from '../../repositories/data.ts'
import {
  type AuditActor,
  type BusinessAuditService,
  targetChange,
} from '../business/business-audit.service.ts'
import { normalizedText } from '../normalized-text.ts'
import { memberNotFound } from './people-errors.ts'

/** The company's groups of members; a member may be in several (decision 036). */
export interface PeopleGroupsService {
  list(companyId: string): Promise<TGroupListResponse>
  create(actor: AuditActor, name: string): Promise<TGroup>
  rename(actor: AuditActor, groupId: string, name: string): Promise<TGroup>
  remove(actor: AuditActor, groupId: string): Promise<void>
  addMembers(actor: AuditActor, groupId: string, userIds: string[]): Promise<TGroupMembersResponse>
  removeMembers(actor: AuditActor, groupId: string, userIds: string[]): Promise<TGroupMembersResponse>
}

const groupNotFound = () => new HttpError(404, PeopleErrorCode.GROUP_NOT_FOUND, 'No such group.')

export function groupName(value: string): string {
  const name = normalizedText(value)
  if (name === '' || name.length > PEOPLE_LIMITS.groupNameMaxLength || !isSafeText(name))
    throw new HttpError(
      400,
      PeopleErrorCode.GROUP_NAME_INVALID,
      'Give the group a name of up to 60 characters.',
    )
  return name
}

export function createPeopleGroupsService(
  data: Pick<Data, 'peopleGroups' | 'transaction'>,
  audit: Pick<BusinessAuditService, 'record'>,
): PeopleGroupsService {
  const taken = () => new HttpError(409, PeopleErrorCode.GROUP_NAME_TAKEN, 'Another group has this name.')

  async function membership(
    actor: AuditActor,
    groupId: string,
    userIds: string[],
    adding: boolean,
  ): Promise<TGroupMembersResponse> {
    const { companyId } = actor
    const wanted = [...new Set(userIds)]
    return data.transaction(async (tx) => {
      const repo = tx.peopleGroups
      const group = await repo.find(companyId, groupId)
      if (!group) throw groupNotFound()
      const members = await repo.companyMembers(companyId, wanted)
      if (members.length !== wanted.length) throw memberNotFound()
      const ids = members.map((m) => m.userId)
      const changed = adding
        ? await repo.addMembers(companyId, groupId, ids)
        : await repo.removeMembers(companyId, groupId, ids)
      const email = new Map(members.map((m) => [m.userId, m.email]))
      await audit.record(
        actor,
        changed.map((userId) => ({
          action: adding ? 'group.member.add' : 'group.member.remove',
          targetType: 'user',
          targetId: userId,
          targetLabel: email.get(userId) ?? userId,
          details: { group: { id: group.id, name: group.name } },
        })),
        tx,
      )
      const after = await repo.find(companyId, groupId)
      return { changed: changed.length, memberCount: after?.memberCount ?? 0 }
    })
  }

  return {
    async list(companyId) {
      return { groups: (await data.peopleGroups.list(companyId)).map(presentGroup) }
    },
    async create(actor, value) {
      const name = groupName(value)
      return data.transaction(async (tx) => {
        const repo = tx.peopleGroups
        if ((await repo.count(actor.companyId)) >= PEOPLE_LIMITS.groupsPerCompany)
          throw new HttpError(409, PeopleErrorCode.GROUP_LIMIT, 'The company has as many groups as it may.')
        if (await repo.nameTaken(actor.companyId, name)) throw taken()
        const id = await repo.insert(actor.companyId, name)
        await audit.record(actor, targetChange('group', 'create', id, name), tx)
        return { id, name, memberCount: 0 }
      })
    },
    async rename(actor, groupId, value) {
      const name = groupName(value)
      return data.transaction(async (tx) => {
        const repo = tx.peopleGroups
        const group = await repo.find(actor.companyId, groupId)
        if (!group) throw groupNotFound()
        if (await repo.nameTaken(actor.companyId, name, groupId)) throw taken()
        await repo.rename(actor.companyId, groupId, name)
        await audit.record(actor, targetChange('group', 'rename', groupId, name, { from: group.name }), tx)
        return presentGroup({ ...group, name })
      })
    },
    async remove(actor, groupId) {
      await data.transaction(async (tx) => {
        const repo = tx.peopleGroups
        const group = await repo.find(actor.companyId, groupId)
        if (!group) throw groupNotFound()
        await repo.remove(actor.companyId, groupId)
        await audit.record(
          actor,
          targetChange('group', 'delete', groupId, group.name, { memberCount: group.memberCount }),
          tx,
        )
      })
    },
    addMembers: (actor, groupId, userIds) => membership(actor, groupId, userIds, true),
    removeMembers: (actor, groupId, userIds) => membership(actor, groupId, userIds, false),
  }
}
