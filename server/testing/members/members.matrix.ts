import crypto from 'node:crypto'
import { MEMBERS_API, MEMBERS_ROUTES } from '../../../shared/business/members-contract.ts'
import { hashInvitationSecret } from '../../services/members/member-rules.ts'
import {
  type MatrixContext,
  type MatrixSample,
  noInput,
  onNewRow,
  travellerId,
} from '../business-matrix/matrix-sample.ts'
import { createMemberOf, json } from '../company/company-test-kit.ts'
import { guestOf } from './members-test-kit.ts'

const DAY = 24 * 60 * 60 * 1000
const fresh = (ctx: MatrixContext) => `m-${crypto.randomBytes(5).toString('hex')}@${ctx.company.domain}`

/** An open invitation of the caller's company. */
async function openInvitation(ctx: MatrixContext): Promise<string> {
  const row = await ctx.t.database.db
    .insertInto('business_invitations')
    .values({
      company_id: ctx.company.id,
      email: fresh(ctx),
      role_id: ctx.company.roles.traveler,
      token_hash: hashInvitationSecret(crypto.randomBytes(32).toString('base64url')),
      expires_at: new Date(Date.now() + 7 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A guest of the caller's company, sponsored by an active travel manager of it. */
async function guest(ctx: MatrixContext): Promise<{ guestId: string; sponsorId: string }> {
  const sponsor = await createMemberOf(ctx.t, ctx.company, 'travelManager')
  const member = await guestOf(ctx.t, ctx.company, sponsor.id, {
    accessEndsAt: new Date(Date.now() + 10 * DAY),
  })
  return { guestId: member.id, sponsorId: sponsor.id }
}

/** People's lifecycle routes for the route-by-role matrix and the two-company sweep (decision 037). */
export const MEMBERS_MATRIX: MatrixSample[] = [
  noInput('GET', MEMBERS_API.invitations),
  {
    method: 'POST',
    url: MEMBERS_API.invitations,
    build: (ctx) =>
      json('POST', MEMBERS_API.invitations, { emails: [fresh(ctx)], roleId: ctx.company.roles.traveler }),
  },
  {
    method: 'POST',
    url: MEMBERS_ROUTES.resend,
    ok: 204,
    build: async (ctx) => json('POST', MEMBERS_API.resend(await openInvitation(ctx))),
  },
  {
    method: 'DELETE',
    url: MEMBERS_ROUTES.invitation,
    ok: 204,
    build: async (ctx) => json('DELETE', MEMBERS_API.invitation(await openInvitation(ctx))),
  },
  {
    method: 'POST',
    url: MEMBERS_API.importCsv,
    build: (ctx) =>
      json('POST', MEMBERS_API.importCsv, { csv: `email,role\n${fresh(ctx)},traveler`, dryRun: true }),
  },
  onNewRow('POST', MEMBERS_ROUTES.deactivate, MEMBERS_API.deactivate, travellerId),
  onNewRow('POST', MEMBERS_ROUTES.reactivate, MEMBERS_API.reactivate, travellerId),
  {
    method: 'PUT',
    url: MEMBERS_ROUTES.guest,
    build: async (ctx) => {
      const { guestId, sponsorId } = await guest(ctx)
      return json('PUT', MEMBERS_API.guest(guestId), {
        sponsorUserId: sponsorId,
        accessEndsAt: new Date(Date.now() + 20 * DAY).toISOString(),
      })
    },
  },
  {
    method: 'DELETE',
    url: MEMBERS_ROUTES.guest,
    ok: 204,
    build: async (ctx) => json('DELETE', MEMBERS_API.guest((await guest(ctx)).guestId)),
  },
]
