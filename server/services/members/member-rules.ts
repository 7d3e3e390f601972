import crypto from 'node:crypto'
import { MEMBERS_LIMITS } from '../../../shared/business/members-contract.ts'
import { ADMIN_PERMISSIONS } from '../../../shared/business/second-factor.ts'
import { DAY_MS } from '../../../shared/calendar-days.ts'
import type { CompanyRole, MemberRecord } from '../../repositories/members.repository.ts'

/** Guests are members in the guest role template (anyone outside the company's domains is one). */
export function isGuestRole(role: Pick<CompanyRole, 'templateKey'>): boolean {
  return role.templateKey === 'guest'
}

export function isGuestMember(member: Pick<MemberRecord, 'roleTemplateKey'>): boolean {
  return member.roleTemplateKey === 'guest'
}

/** A guest's sponsor: an active member of the company who is no guest. */
export function maySponsor(sponsor: MemberRecord | null): sponsor is MemberRecord {
  return sponsor !== null && !sponsor.deactivatedAt && !isGuestMember(sponsor)
}

/** Whether the e-mail's domain is one of the company's (exact match, case-insensitive). */
export function insideDomains(email: string, domains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  return domains.some((d) => d.toLowerCase() === domain)
}

/**
 * Nobody hands out administrative powers they do not hold: a role's admin permissions (those that
 * need a second factor) must all be the giver's own, unless the giver manages users (admins give any
 * role). Stops a travel manager inviting an admin, but lets them invite travellers.
 */
export function mayGrant(
  giverPermissions: readonly string[],
  role: Pick<CompanyRole, 'permissions'>,
): boolean {
  if (giverPermissions.includes('USER_MANAGEMENT')) return true
  const admin: readonly string[] = ADMIN_PERMISSIONS
  return role.permissions.every((p) => !admin.includes(p) || giverPermissions.includes(p))
}

/** Those who keep the company administrable: active, in a role that may manage people. */
export function isActiveAdmin(member: MemberRecord, now: Date): boolean {
  return (
    member.permissions.includes('USER_MANAGEMENT') &&
    member.deactivatedAt === null &&
    (member.accessEndsAt === null || member.accessEndsAt > now)
  )
}

/** A guest's end of access must lie ahead, and not more than a year or so. */
export function validGuestEnd(end: Date, now: Date): boolean {
  return (
    end.getTime() > now.getTime() && end.getTime() <= now.getTime() + MEMBERS_LIMITS.guestMaxDays * DAY_MS
  )
}

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + MEMBERS_LIMITS.invitationDays * DAY_MS)
}

/** The e-mailed secret (256 bits) and the hash the database keeps. */
export function newInvitationSecret(): { secret: string; hash: string } {
  const secret = crypto.randomBytes(32).toString('base64url')
  return { secret, hash: hashInvitationSecret(secret) }
}

export function hashInvitationSecret(secret: string): string {
  return crypto.createHash('sha256').update(`invitation:${secret}`).digest('hex')
}
