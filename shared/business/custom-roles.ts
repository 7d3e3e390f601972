import { PERMISSIONS, type TPermission } from '../permissions.ts'
import { isSafeText } from '../text-rules.ts'
import { PEOPLE_LIMITS, PeopleErrorCode, type TPeopleErrorCode } from './people-contract.ts'
import { grantsSomething } from './permission-groups.ts'

/**
 * Custom roles (issue 7, decision 036). KAYAK for Business' rule: a role's name is unique in the
 * company AND its permission set is unique, so that two roles never mean the same thing.
 */

/** How names compare: trimmed, inner spaces collapsed, case-insensitive (Unicode NFKC). */
export function roleNameKey(name: string): string {
  return normaliseRoleName(name).toLocaleLowerCase('en')
}

export function normaliseRoleName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ')
}

/** A permission set's identity: sorted, without duplicates. */
export function permissionSetKey(permissions: readonly string[]): string {
  return [...new Set(permissions)].sort().join(',')
}

export interface TCleanPermissions {
  permissions: TPermission[]
  /** Values that are not permissions: dropped (and logged by the caller), never stored. */
  dropped: string[]
}

/** Keeps the known permissions once each, in the spec's order. */
export function cleanPermissions(values: readonly string[]): TCleanPermissions {
  const known = new Set<string>(PERMISSIONS)
  const dropped = [...new Set(values.filter((v) => !known.has(v)))]
  const permissions = PERMISSIONS.filter((p) => values.includes(p))
  return { permissions, dropped }
}

export interface TRoleDraft {
  name: string
  permissions: readonly string[]
}

export interface TExistingRole {
  id: string
  name: string
  permissions: readonly string[]
}

export type TRoleCheck =
  | { ok: true; name: string; permissions: TPermission[]; dropped: string[] }
  | { ok: false; code: TPeopleErrorCode; dropped: string[] }

/**
 * Whether a role (new, or `selfId` being changed) may exist beside the company's other roles. Unknown
 * permissions are dropped first; at least one permission; DISABLED never beside others; and at least one
 * that grants something, so never markers alone (decision 077).
 */
export function checkRole(draft: TRoleDraft, others: readonly TExistingRole[], selfId?: string): TRoleCheck {
  const { permissions, dropped } = cleanPermissions(draft.permissions)
  const fail = (code: TPeopleErrorCode): TRoleCheck => ({ ok: false, code, dropped })
  const name = normaliseRoleName(draft.name)
  if (name === '' || name.length > PEOPLE_LIMITS.roleNameMaxLength || !isSafeText(name))
    return fail(PeopleErrorCode.ROLE_NAME_INVALID)
  if (permissions.length === 0) return fail(PeopleErrorCode.ROLE_PERMISSIONS_EMPTY)
  if (permissions.includes('DISABLED') && permissions.length > 1)
    return fail(PeopleErrorCode.ROLE_DISABLED_NOT_ALONE)
  if (!grantsSomething(permissions)) return fail(PeopleErrorCode.ROLE_GRANTS_NOTHING)
  const rest = others.filter((r) => r.id !== selfId)
  const key = roleNameKey(name)
  if (rest.some((r) => roleNameKey(r.name) === key)) return fail(PeopleErrorCode.ROLE_NAME_TAKEN)
  const set = permissionSetKey(permissions)
  if (rest.some((r) => permissionSetKey(r.permissions) === set))
    return fail(PeopleErrorCode.ROLE_PERMISSIONS_TAKEN)
  return { ok: true, name, permissions, dropped }
}

/** Who counts as an admin for "nobody locks the company out": a role that may manage users. */
export function isAdminRole(permissions: readonly string[]): boolean {
  return permissions.includes('USER_MANAGEMENT') && !permissions.includes('DISABLED')
}
