import type { TInvitation } from '../../shared/business/members-schemas.ts'
import type { InvitationListing } from '../repositories/invitation.repository.ts'

/** An open invitation as the hub lists it; the secret's hash never leaves the server. */
export function presentInvitation(row: InvitationListing, now: Date): TInvitation {
  return {
    id: row.id,
    email: row.email,
    roleId: row.role_id,
    roleName: row.roleName,
    guest: row.guest,
    sponsorEmail: row.sponsorEmail,
    accessEndsAt: row.access_ends_at?.toISOString() ?? null,
    invitedByEmail: row.invitedByEmail,
    sentAt: row.sent_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    expired: row.expires_at <= now,
  }
}
