import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SERVICES = 'server/services'

/** An import of Kysely's handle, transaction or SQL builder: what only repositories may hold. */
const KYSELY_IMPORT = /import\s+(?:type\s+)?\{[^}]*\b(?:Kysely|Transaction|sql)\b[^}]*\}\s+from\s+'kysely'/

/**
 * Not moved yet (decision 109): the booking checks and flow and the approvals' rules, which take a
 * transaction's handle. This list only shrinks; a file leaves it when its SQL moves into repositories.
 */
const NOT_YET_MOVED = [
  'server/services/approvals/approval-audit.ts',
  'server/services/approvals/approval-check.ts',
  'server/services/approvals/approval-conflicts.service.ts',
  'server/services/approvals/approval-decisions.service.ts',
  'server/services/approvals/approval-link-access.ts',
  'server/services/approvals/approval-notices.ts',
  'server/services/approvals/approval-settings.service.ts',
  'server/services/approvals/approvals-services.ts',
  'server/services/booking/booking-flow.ts',
  'server/services/booking/booking-mail.ts',
  'server/services/business/business-audit.service.ts',
  'server/services/checkout/checkout-checks.ts',
  'server/services/expense-export/expense-sender.ts',
  'server/services/payment/payment-check.ts',
  'server/services/trips/booking-checks.ts',
  'server/services/trips/booking-lifecycle.ts',
  'server/services/trips/trips-services.ts',
]

function kyselyImporters(): string[] {
  return fs
    .readdirSync(path.join(ROOT, SERVICES), { recursive: true, encoding: 'utf8' })
    .map((f) => path.posix.join(SERVICES, f.split(path.sep).join('/')))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => KYSELY_IMPORT.test(fs.readFileSync(path.join(ROOT, f), 'utf8')))
    .sort()
}

/**
 * Issue 28 item 4 (decision 109): services hold rules, repositories hold SQL. A service reaches data
 * through repositories, several in one transaction through the unit of work (`server/repositories/data.ts`).
 */
describe('server/services/', () => {
  it('imports no Kysely handle, transaction or sql (issue 28 item 4)', () => {
    expect(kyselyImporters().filter((f) => !NOT_YET_MOVED.includes(f))).toEqual([])
  })

  it('keeps the list of files not yet moved to what is true', () => {
    expect(NOT_YET_MOVED.filter((f) => !kyselyImporters().includes(f))).toEqual([])
  })

  it('recognises the imports it forbids', () => {
    expect("import type { Kysely } from 'kysely'").toMatch(KYSELY_IMPORT)
    expect("import { type Kysely, sql } from 'kysely'").toMatch(KYSELY_IMPORT)
    expect("import type { Transaction } from 'kysely'").toMatch(KYSELY_IMPORT)
    expect("import type { Selectable } from 'kysely'").not.toMatch(KYSELY_IMPORT)
  })
})
