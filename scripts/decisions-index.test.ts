import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/decisions/README.md indexes every record (issue 28 item 7): a record without a row, or a row or
 * status that links to no record, fails here. Only the records that exist are required.
 */
const DIR = path.resolve(import.meta.dirname, '../docs/decisions')
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/

const records = fs
  .readdirSync(DIR)
  .filter((f) => RECORD.test(f))
  .sort()
const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8')
/** The table's rows: number, the record the row links, its status, and every record its cells link. */
const rows = index.split('\n').flatMap((line) => {
  const row = line.match(/^\| (\d{3}) \| \[[^\]]*\]\(([^)]+)\)\s*\| ([^|]*)\|/)
  if (!row) return []
  const [, number = '', record = '', status = ''] = row
  const links = [...line.matchAll(/\]\(([^)#]+\.md)\)/g)].map((m) => m[1] ?? '')
  return [{ number, record, status: status.trim(), links }]
})

describe('the decisions index', () => {
  it('has one row for each record, linking that record', () => {
    expect(records.length).toBeGreaterThan(100)
    expect(rows.length, 'rows the test can read').toBeGreaterThan(100)
    const missing = records.filter((f) => !rows.some((r) => r.number === f.slice(0, 3) && r.record === f))
    expect(missing, 'records without a row in docs/decisions/README.md').toEqual([])
    const numbers = rows.map((r) => r.number)
    expect(numbers, 'one row per number, in order').toEqual([...new Set(numbers)].sort())
  })

  it('links only files that exist', () => {
    const links = [...index.matchAll(/\]\(([^)#]+)\)/g)]
      .map((m) => m[1] ?? '')
      .filter((l) => !/^[a-z]+:/.test(l))
    const broken = links.filter((l) => !fs.existsSync(path.resolve(DIR, l)))
    expect(broken, 'links in docs/decisions/README.md to no file').toEqual([])
  })

  it('gives each row a status, and marks a record only by a later one', () => {
    for (const row of rows) {
      expect(row.status, `status of ${row.number}`).toMatch(/^(Accepted|Amended by \[|Superseded by \[)/)
      for (const by of row.links.filter((l) => l !== row.record)) {
        expect(by.slice(0, 3) > row.number, `${row.number} is changed by ${by}`).toBe(true)
      }
    }
  })
})
