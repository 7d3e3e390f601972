import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Each table here is written (inserted, updated, deleted) by its owner alone; other code calls the
 * owner's methods, inside the caller's transaction where there is one. The session repository announces
 * its writes to every instance's session cache (decision 090); the others keep one place per table that
 * knows its rules (a lower-cased unique e-mail, one company per user).
 */
const OWNERS: Record<string, string> = {
  sessions: 'server/repositories/session.repository.ts',
  users: 'server/repositories/user.repository.ts',
  business_profiles: 'server/repositories/members.repository.ts',
  companies: 'server/repositories/company-general.repository.ts',
}

const SCANNED = ['server/repositories', 'server/services', 'server/routes', 'server/plugins']

/** A Kysely write to `table` (insert, update, delete, quoted or aliased) or the same in raw SQL. */
function writeOf(table: string): RegExp {
  return new RegExp(
    `\\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*'${table}(?:\\s+as\\s+\\w+)?'` +
      `|\\b(?:insert\\s+into|update|delete\\s+from)\\s+${table}\\b`,
    'i',
  )
}

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$/.test(f))
}

/** Issue 28 item 4 (decision 109): one repository writes each of these tables. */
describe('tables with one writer', () => {
  const files = SCANNED.flatMap(sources).map((f) => ({
    f,
    text: fs.readFileSync(path.join(ROOT, f), 'utf8'),
  }))

  for (const [table, owner] of Object.entries(OWNERS)) {
    it(`${table} is written only by ${owner}`, () => {
      const writers = files
        .filter(({ f, text }) => f !== owner && writeOf(table).test(text))
        .map(({ f }) => f)
      expect(writers).toEqual([])
    })
  }

  it('names owners that exist and write their table', () => {
    for (const [table, owner] of Object.entries(OWNERS))
      expect(writeOf(table).test(fs.readFileSync(path.join(ROOT, owner), 'utf8')), owner).toBe(true)
  })

  it('recognises the writes it forbids', () => {
    for (const write of [
      "db.updateTable('sessions')",
      "trx.insertInto('sessions')",
      "db.deleteFrom('sessions as s')",
      'sql`update sessions set revoked_at = now()`',
    ])
      expect(write).toMatch(writeOf('sessions'))
    expect("db.updateTable('business_profiles as bp')").toMatch(writeOf('business_profiles'))
    expect('sql`delete from companies where id = $1`').toMatch(writeOf('companies'))
    expect("db.selectFrom('sessions as s')").not.toMatch(writeOf('sessions'))
    expect("db.updateTable('session_groups')").not.toMatch(writeOf('sessions'))
    expect("db.insertInto('users_archive')").not.toMatch(writeOf('users'))
  })
})
