import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT, readChecklist } from './checklist.ts'
import { parseDocEntries, SECURITY_DOC } from './security-doc.ts'
import { SPEC_RISKS } from './spec-risks.ts'
import { scanTests, tagProblems, testsByRow } from './test-tags.ts'

/**
 * Decision 063: every row of the security checklist has a tagged test, tags are well formed, and the
 * committed docs/security.md names exactly the tagged tests (regenerate with `npm run security:report`).
 * Static: it reads the test files and runs none of them (`npm test` runs them once, elsewhere).
 */
describe('the security matrix (decision 063)', () => {
  const rows = readChecklist()
  const { tests, problems } = scanTests(REPO_ROOT)
  const byRow = testsByRow(tests, rows)
  const where = (p: { file: string; line: number; message: string }) => `${p.file}:${p.line} ${p.message}`

  it('reads the 4 NIST rules and the 53 ASVS rows of the checklist', () => {
    expect(rows.map((r) => r.row)).toEqual([
      ...['N1', 'N2', 'N3', 'N4'],
      ...Array.from({ length: 53 }, (_, i) => String(i + 1)),
    ])
  })

  it('every row of the checklist has at least one tagged test', () => {
    const missing = rows.filter((r) => (byRow.get(r.row) ?? []).length === 0).map((r) => r.row)
    expect(missing, 'rows without a test tagged [ASVS #row id] or [NIST #Nn rule]').toEqual([])
  })

  it('tags are well formed, in test names only, and name ids of their own row', () => {
    expect([...problems, ...tagProblems(tests, rows)].map(where)).toEqual([])
  })

  it('docs/security.md lists exactly the rows and the tagged tests (npm run security:report)', () => {
    const doc = parseDocEntries(fs.readFileSync(path.join(REPO_ROOT, SECURITY_DOC), 'utf8'))
    expect(doc.rows, 'rows of docs/security.md').toEqual(rows.map((r) => r.row))
    const found = rows.flatMap((r) => (byRow.get(r.row) ?? []).map((t) => `${r.row}\t${t.file}\t${t.name}`))
    const listed = new Set(doc.entries)
    const current = new Set(found)
    expect(
      {
        'tagged but not in docs/security.md': found.filter((e) => !listed.has(e)),
        'in docs/security.md but not tagged (any more)': doc.entries.filter((e) => !current.has(e)),
      },
      'run `npm run security:report` and commit docs/security.md',
    ).toEqual({
      'tagged but not in docs/security.md': [],
      'in docs/security.md but not tagged (any more)': [],
    })
  })

  it('the risks section names rows and files that exist', () => {
    const known = new Set(rows.map((r) => r.row))
    for (const risk of SPEC_RISKS) {
      for (const row of risk.rows) expect(known.has(row), `${risk.title} row ${row}`).toBe(true)
      for (const file of risk.files) expect(fs.existsSync(path.join(REPO_ROOT, file)), file).toBe(true)
    }
  })
})
