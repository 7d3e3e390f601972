import { ImportRowCode, MEMBERS_LIMITS, MembersErrorCode } from '../../../shared/business/members-contract.ts'
import type { TImportResponse, TImportRow } from '../../../shared/business/members-schemas.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { NewInvitation } from '../../repositories/invitation.repository.ts'
import type { CompanyRole, MemberRecord, MembersRepository } from '../../repositories/members.repository.ts'
import type { AuditChange } from '../business/business-audit.service.ts'
import { readCsv } from './csv.ts'
import { type DirectoryLink, directoryIndex, directoryLink } from './import-directory.ts'
import { mapHeader, type ReadRow, readRow, roleIndex } from './import-rows.ts'
import { invitationLink } from './invitation.service.ts'
import {
  insideDomains,
  invitationExpiry,
  isActiveAdmin,
  isGuestMember,
  isGuestRole,
  maySponsor,
  newInvitationSecret,
  validGuestEnd,
} from './member-rules.ts'
import type { HubActor, MailContext, MembersDeps } from './members-deps.ts'
import { guestEndInvalid, sponsorInvalid } from './members-errors.ts'

export interface ImportInput {
  csv: string
  dryRun: boolean
  guest?: { sponsorUserId?: string | undefined; accessEndsAt: Date } | undefined
}

export interface MemberImportService {
  importCsv(actor: HubActor, input: ImportInput, ctx: MailContext): Promise<TImportResponse>
}

/** Database work goes in chunks: lookups of 1,000 e-mails, inserts of 500 rows. */
const LOOKUP_CHUNK = 1000
const WRITE_CHUNK = 500

interface Planned extends ReadRow {
  action: TImportRow['action']
  member: MemberRecord | null
  /** The role the row ends with (new rows: the given one, or the traveller template). */
  targetRole: CompanyRole | null
  guest: boolean
  /** The office and groups the row's names link to (when it gives directory columns). */
  link: DirectoryLink | null
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

/** The header and the data rows; blank lines are skipped, and the row limit stops reading early. */
function readFile(csv: string) {
  const rows: { line: number; cells: string[] }[] = []
  let line = 0
  readCsv(csv, (cells) => {
    line++
    if (cells.every((c) => c.trim() === '')) return
    // The header plus at most importMaxRows data rows.
    if (rows.length > MEMBERS_LIMITS.importMaxRows)
      throw new HttpError(
        413,
        MembersErrorCode.IMPORT_TOO_LARGE,
        `At most ${MEMBERS_LIMITS.importMaxRows} rows per file.`,
      )
    rows.push({ line, cells })
  })
  const [head, ...records] = rows
  if (!head) throw new HttpError(400, MembersErrorCode.IMPORT_NO_HEADER, 'The file has no header row.')
  return { header: head.cells, records }
}

export function createMemberImportService(deps: MembersDeps): MemberImportService {
  const now = deps.now ?? (() => new Date())

  async function plan(repo: MembersRepository, actor: HubActor, input: ImportInput, at: Date) {
    const company = await repo.company(actor.companyId)
    if (!company) throw new HttpError(404, MembersErrorCode.MEMBER_NOT_FOUND, 'The company was not found.')
    const { header, records } = readFile(input.csv)
    const map = mapHeader(header)
    if (map.email === undefined)
      throw new HttpError(400, MembersErrorCode.IMPORT_NO_EMAIL_COLUMN, 'The file needs an e-mail column.')
    const roles = await repo.roles(actor.companyId)
    const index = roleIndex(roles)
    const travellerRole = roles.find((r) => r.templateKey === 'traveler') ?? null
    const guestRole = roles.find(isGuestRole) ?? null
    const directory = directoryIndex(await repo.directory(actor.companyId))
    const rows = records.map((r) => readRow(r.cells, r.line, map, header.length, index))

    // Only well-formed addresses reach the database.
    const emails = [...new Set(rows.filter((r) => r.email && !r.errors.length).map((r) => r.email))]
    const existing = new Map<string, MemberRecord>()
    for (const part of chunks(emails, LOOKUP_CHUNK))
      for (const m of await repo.membersByEmail(actor.companyId, part)) existing.set(m.email.toLowerCase(), m)

    const seen = new Set<string>()
    const planned: Planned[] = rows.map((row) => {
      const linked = row.details ? directoryLink(row.details, directory) : null
      const errors = [...row.errors, ...(linked?.errors ?? [])]
      if (row.email && seen.has(row.email))
        errors.push({ code: ImportRowCode.DUPLICATE_IN_FILE, column: 'email' })
      if (row.email) seen.add(row.email)
      const emailOk = row.email !== '' && !row.errors.some((e) => e.column === 'email')
      const member = emailOk ? (existing.get(row.email) ?? null) : null
      let targetRole = row.role ?? (member ? null : travellerRole)
      let guest = false
      let action: TImportRow['action'] = 'unchanged'
      if (member) {
        const roleChanges = row.role !== null && row.role.id !== member.roleId
        const activeChanges = row.active !== null && row.active === (member.deactivatedAt !== null)
        if (member.userId === actor.userId && (roleChanges || row.active === false))
          errors.push({ code: ImportRowCode.SELF_CHANGE, column: roleChanges ? 'role' : 'active' })
        if (roleChanges || activeChanges || row.details) action = 'update'
        guest = isGuestMember(member)
      } else if (emailOk && !insideDomains(row.email, company.emailDomains)) {
        // Outside the domains: a guest, sponsored and time-limited by the import's guest terms.
        guest = true
        if (row.role && !isGuestRole(row.role))
          errors.push({ code: ImportRowCode.GUEST_ROLE_ONLY, column: 'role' })
        else if (!input.guest || !guestRole)
          errors.push({ code: ImportRowCode.GUEST_NEEDS_SPONSOR, column: 'email' })
        targetRole = guestRole
        action = row.active === false ? 'unchanged' : 'create'
      } else {
        guest = targetRole ? isGuestRole(targetRole) : false
        if (guest && !input.guest) errors.push({ code: ImportRowCode.GUEST_NEEDS_SPONSOR, column: 'role' })
        action = row.active === false ? 'unchanged' : 'create'
      }
      if (errors.length) action = 'error'
      return { ...row, errors, action, member, targetRole, guest, link: linked?.link ?? null }
    })

    // Nobody may leave the company without an active admin, by file any more than by hand.
    const losing = planned.filter(
      (p) =>
        p.action === 'update' &&
        p.member &&
        isActiveAdmin(p.member, at) &&
        (p.active === false ||
          (p.targetRole !== null && !p.targetRole.permissions.includes('USER_MANAGEMENT'))),
    )
    if (losing.length) {
      const left = await repo.countActiveAdmins(
        actor.companyId,
        at,
        losing.map((p) => p.member?.userId ?? ''),
      )
      if (left === 0)
        for (const p of losing) {
          p.errors.push({ code: ImportRowCode.LAST_ADMIN, column: p.active === false ? 'active' : 'role' })
          p.action = 'error'
        }
    }
    return { planned, companyName: company.name }
  }

  async function apply(tx: Data, actor: HubActor, planned: readonly Planned[], input: ImportInput, at: Date) {
    const repo = tx.members
    const invites: (NewInvitation & { secret: string })[] = []
    const audits: AuditChange[] = []
    for (const p of planned) {
      if (p.action === 'create' && p.targetRole) {
        const { secret, hash } = newInvitationSecret()
        invites.push({
          secret,
          companyId: actor.companyId,
          email: p.email,
          roleId: p.targetRole.id,
          tokenHash: hash,
          invitedByUserId: actor.userId,
          guest: p.guest,
          sponsorUserId: p.guest ? (input.guest?.sponsorUserId ?? actor.userId) : null,
          accessEndsAt: p.guest ? (input.guest?.accessEndsAt ?? null) : null,
          details: p.details ? { ...p.details } : {},
          expiresAt: invitationExpiry(at),
        })
      } else if (p.action === 'update' && p.member) {
        const m = p.member
        const changes: Record<string, unknown> = {}
        if (p.targetRole && p.targetRole.id !== m.roleId) {
          await repo.setRole(m.profileId, p.targetRole.id)
          changes.role = { from: m.roleId, to: p.targetRole.id }
        }
        if (p.active !== null && p.active === (m.deactivatedAt !== null)) {
          await repo.setDeactivated(m.profileId, p.active ? null : at)
          if (!p.active) await tx.sessions.revokeBusinessSessions(m.userId, at)
          changes.active = p.active
        }
        if (p.details) {
          await repo.saveDetails(m.profileId, p.details)
          if (p.link) await repo.linkDirectory(m.profileId, p.link)
          changes.details = p.details
        }
        audits.push({
          action: 'user.member.import',
          targetType: 'member',
          targetId: m.userId,
          targetLabel: m.email,
          details: changes,
        })
      }
    }
    for (const part of chunks(invites, WRITE_CHUNK)) {
      const rows = await tx.invitations.upsertOpenMany(part)
      for (const row of rows)
        audits.push({
          action: 'user.invitation.create',
          targetType: 'invitation',
          targetId: row.id,
          targetLabel: row.email,
          details: { source: 'import' },
        })
    }
    for (const part of chunks(audits, WRITE_CHUNK)) await deps.audit.record(actor, part, tx)
    return invites
  }

  return {
    async importCsv(actor, input, ctx) {
      const at = now()
      if (input.guest) {
        if (!validGuestEnd(input.guest.accessEndsAt, at)) throw guestEndInvalid()
        const sponsor = await deps.members.member(actor.companyId, input.guest.sponsorUserId ?? actor.userId)
        if (!maySponsor(sponsor)) throw sponsorInvalid()
      }
      // Valid rows apply together in one transaction; rows with errors are skipped (decision 037).
      const { planned, companyName, invites } = await deps.data.transaction(async (tx) => {
        await tx.members.lockCompany(actor.companyId)
        const result = await plan(tx.members, actor, input, at)
        const invites = input.dryRun ? [] : await apply(tx, actor, result.planned, input, at)
        return { ...result, invites }
      })
      if (!input.dryRun) {
        for (const i of invites)
          deps.mail.dispatch({
            to: i.email,
            language: ctx.language,
            brandName: ctx.brandName,
            message: {
              kind: 'business_invitation',
              link: invitationLink(ctx.origin, i.secret),
              companyName,
              inviter: actor.email,
            },
          })
        await deps.evictions.publish({ companyId: actor.companyId })
      }
      const counts = { create: 0, update: 0, unchanged: 0, error: 0 }
      for (const p of planned) counts[p.action]++
      return {
        dryRun: input.dryRun,
        counts,
        rows: planned.map((p) => ({ line: p.line, email: p.email, action: p.action, errors: p.errors })),
      }
    },
  }
}
