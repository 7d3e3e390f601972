import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const OWNER = 'session.repository.ts'

/** A Kysely write to `sessions` (insert, update, delete, quoted or aliased) or the same in raw SQL. */
const SESSION_WRITE =
  /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*'sessions(?:\s+as\s+\w+)?'|\b(?:insert\s+into|update|delete\s+from)\s+sessions\b/i

/** Files under `dir` (recursively) that write sessions, tests aside. */
function sessionWritersIn(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$/.test(f))
    .filter((f) => SESSION_WRITE.test(fs.readFileSync(path.join(ROOT, f), 'utf8')))
}

/**
 * Issue 28 item 4 (decision 109): only the session repository writes `sessions`, so that it alone
 * announces what changed to every instance's session cache (evictions). Other code calls its methods.
 */
describe('the sessions table', () => {
  it('is written only by server/repositories/session.repository.ts', () => {
    const writers = ['server/repositories', 'server/services', 'server/routes', 'server/plugins']
      .flatMap(sessionWritersIn)
      .filter((f) => path.posix.basename(f) !== OWNER)
    expect(writers).toEqual([])
  })

  it('recognises the writes it forbids', () => {
    for (const write of [
      "db.updateTable('sessions')",
      "trx.insertInto('sessions')",
      "db.deleteFrom('sessions as s')",
      'sql`update sessions set revoked_at = now()`',
    ])
      expect(write).toMatch(SESSION_WRITE)
    expect("db.selectFrom('sessions as s')").not.toMatch(SESSION_WRITE)
    expect("db.updateTable('session_groups')").not.toMatch(SESSION_WRITE)
  })
})
