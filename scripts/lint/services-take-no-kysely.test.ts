import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SERVICES = 'server/services'

/** An import of Kysely's handle, transaction or SQL builder: what only repositories may hold. */
const KYSELY_IMPORT = /import\s+(?:type\s+)?\{[^}]*\b(?:Kysely|Transaction|sql)\b[^}]*\}\s+from\s+'kysely'/

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
    expect(kyselyImporters()).toEqual([])
  })

  it('recognises the imports it forbids', () => {
    expect("import type { Kysely } from 'kysely'").toMatch(KYSELY_IMPORT)
    expect("import { type Kysely, sql } from 'kysely'").toMatch(KYSELY_IMPORT)
    expect("import type { Transaction } from 'kysely'").toMatch(KYSELY_IMPORT)
    expect("import type { Selectable } from 'kysely'").not.toMatch(KYSELY_IMPORT)
  })
})
