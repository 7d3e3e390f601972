import type { TMemberStatus } from '../../shared/business/people-contract.ts'
import type { TBusinessUser, TGroup, TPaging, TRole } from '../../shared/business/people-schemas.ts'
import type { GroupRow } from '../repositories/people-groups.repository.ts'
import type { RoleRow } from '../repositories/people-roles.repository.ts'
import type { MemberRow } from '../repositories/people-search.repository.ts'

export function memberStatus(
  row: Pick<MemberRow, 'deactivatedAt' | 'accessEndsAt'>,
  now: Date,
): TMemberStatus {
  if (row.deactivatedAt) return 'deactivated'
  if (row.accessEndsAt && new Date(row.accessEndsAt) <= now) return 'expired'
  return 'active'
}

/** Spec section 3's business user; the role's name stands for the staff class (we keep no other). */
export function presentMember(row: MemberRow, groups: string[], now: Date): TBusinessUser {
  return {
    id: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: { id: row.roleId, roleName: row.roleName },
    profileImageUrl: null,
    customData: { staffClassDescription: row.roleName },
    status: memberStatus(row, now),
    isGuest: row.templateKey === 'guest' || row.sponsorUserId !== null,
    groups,
    sponsor:
      row.sponsorUserId && row.sponsorEmail ? { id: row.sponsorUserId, email: row.sponsorEmail } : null,
    accessEndsAt: row.accessEndsAt ? new Date(row.accessEndsAt).toISOString() : null,
    office: row.officeId && row.officeName ? { id: row.officeId, name: row.officeName } : null,
  }
}

/** Spec section 3's paging, pages counted from 0. */
export function presentPaging(page: number, size: number, totalElements: number): TPaging {
  const totalPages = Math.ceil(totalElements / size)
  return {
    page,
    size,
    offset: page * size,
    totalPages,
    totalElements,
    first: page === 0,
    last: page >= totalPages - 1,
  }
}

export function presentRole(row: RoleRow): TRole {
  return {
    id: row.id,
    name: row.name,
    templateKey: row.templateKey,
    builtIn: row.templateKey !== null,
    permissions: row.permissions,
    memberCount: row.memberCount,
  }
}

export function presentGroup(row: GroupRow): TGroup {
  return { id: row.id, name: row.name, memberCount: row.memberCount }
}
