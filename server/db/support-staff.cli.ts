// `npm run support-staff -- <command>`: the operator's only way to make someone support staff
// (docs/decisions/021-support-impersonation.md). No API route can grant it.
import { createImpersonationRepository } from '../repositories/impersonation.repository.ts'
import { createSessionRepository, DEFAULT_IDLE_LIMITS } from '../repositories/session.repository.ts'
import { createSupportStaffRepository } from '../repositories/support-staff.repository.ts'
import { createUserRepository } from '../repositories/user.repository.ts'
import {
  createSupportStaffService,
  SupportStaffError,
} from '../services/impersonation/support-staff.service.ts'
import { cliFailure, line, parseCliArgs, runInCliContext } from './cli-kit.ts'

export const USAGE = `usage:
  npm run support-staff -- grant <email> --by <operator> [--note <text>]
  npm run support-staff -- revoke <email> --by <operator>
  npm run support-staff -- list`

const fail = cliFailure('support-staff', USAGE)

async function main(argv: string[]): Promise<number> {
  const parsed = parseCliArgs(
    { args: argv, allowPositionals: true, options: { by: { type: 'string' }, note: { type: 'string' } } },
    fail,
  )
  if (typeof parsed === 'number') return parsed
  const [command, email] = parsed.positionals
  const needsEmail = command === 'grant' || command === 'revoke'
  if (
    !(needsEmail || command === 'list') ||
    (needsEmail && !email) ||
    parsed.positionals.length > (needsEmail ? 2 : 1)
  ) {
    return fail('unknown command or arguments', true)
  }
  if (needsEmail && !parsed.values.by?.trim()) return fail('say who grants or revokes with --by', true)
  return runInCliContext(fail, SupportStaffError, async (ctx) => {
    const db = ctx.database.db
    const service = createSupportStaffService({
      staff: createSupportStaffRepository(db),
      users: createUserRepository(db),
      audit: createImpersonationRepository(db),
      sessions: createSessionRepository(db, DEFAULT_IDLE_LIMITS, ctx.evictions),
    })
    if (command === 'list') {
      for (const m of await service.list()) {
        console.log(
          line`${m.email}\t${m.firstName} ${m.lastName}\tgranted ${m.grantedAt.toISOString()} by ${m.grantedBy}` +
            (m.note ? line`\t${m.note}` : ''),
        )
      }
      return 0
    }
    const by = parsed.values.by ?? ''
    if (command === 'grant') {
      const outcome = await service.grant(email ?? '', by, parsed.values.note?.trim() || null)
      console.log(
        outcome === 'granted'
          ? line`support-staff: granted ${email}`
          : line`support-staff: ${email} already is support staff`,
      )
      return 0
    }
    const { revoked, endedImpersonations } = await service.revoke(email ?? '', by)
    console.log(
      revoked
        ? line`support-staff: revoked ${email}; ended ${endedImpersonations} open impersonation(s)`
        : line`support-staff: ${email} was not support staff; ended ${endedImpersonations} open impersonation(s)`,
    )
    return 0
  })
}

process.exitCode = await main(process.argv.slice(2))
