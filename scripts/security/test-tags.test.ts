import { describe, expect, it } from 'vitest'
import { type ChecklistRow, idsInCell, readChecklist } from './checklist.ts'
import { parseDocEntries, renderSecurityDoc } from './security-doc.ts'
import { entryStatus, namePattern, type RunTest } from './test-results.ts'
import { scanSource, tagProblems } from './test-tags.ts'

const SOURCE = `
import { describe, it } from 'vitest'
// it('[ASVS #5 6.2.2] in a comment counts for nothing')
const re = /it's "quoted" \`here\`/g
describe.each(kinds())('[ASVS #1 6.2.1] passwords (%s)', (kind) => {
  it("[ASVS #17 6.3.8][NIST #N1 length] answers alike", () => {
    expect(x).toMatch(/'/)
  })
  it(\`[ASVS #13 6.8.2] an ID token \${what} signs nobody in\`, () => {})
  it.skipIf(process.env.X === 'y')('[ASVS #2 6.2.9] long ones', () => {})
  it('ASVS 9: an old-style tag', () => {
    expect(thing, '[ASVS #9 6.3.3] a tag in a message').toBe(1)
  })
})
`

describe('finding tags in test files', () => {
  const { tests, problems } = scanSource('x.test.ts', SOURCE)

  it('finds the names given to describe, describe.each, it and it.skipIf, as written', () => {
    expect(tests.map((t) => [t.line, t.name])).toEqual([
      [5, '[ASVS #1 6.2.1] passwords (%s)'],
      [6, '[ASVS #17 6.3.8][NIST #N1 length] answers alike'],
      [9, `[ASVS #13 6.8.2] an ID token \${what} signs nobody in`],
      [10, '[ASVS #2 6.2.9] long ones'],
    ])
    expect(tests[1]?.tags).toEqual([
      { kind: 'ASVS', row: '17', id: '6.3.8' },
      { kind: 'NIST', row: 'N1', id: 'length' },
    ])
  })

  it('reports an informal mention in a name and a tag outside a name; ignores comments', () => {
    expect(problems.map((p) => [p.line, p.message.split(':')[0]])).toEqual([
      [11, 'an informal ASVS/NIST mention in a test name'],
      [12, 'a checklist tag outside a test name counts for nothing'],
    ])
  })

  it('refuses an id that is not in its row, and a row that does not exist', () => {
    const rows = readChecklist()
    const bad = scanSource('y.test.ts', "it('[ASVS #17 6.2.1][ASVS #999 1.1.1][NIST #N9 x] z', f)").tests
    expect(tagProblems(bad, rows).map((p) => p.message)).toEqual([
      '[ASVS #17 6.2.1]: row 17 lists 6.3.8',
      '[ASVS #999 1.1.1] names no row of the checklist',
      '[NIST #N9 x] names no row of the checklist',
    ])
  })
})

describe('the checklist', () => {
  it('spells out id ranges and reads ids in any separator', () => {
    expect(idsInCell('3.4.1 (L1) / 3.4.3–3.4.6 (L2)')).toEqual(['3.4.1', '3.4.3', '3.4.4', '3.4.5', '3.4.6'])
    expect(idsInCell('10.3.1-style audience check (L2)')).toEqual(['10.3.1'])
    expect(idsInCell('6.2.2/6.2.3 (L1)')).toEqual(['6.2.2', '6.2.3'])
  })
})

describe('matching run results to tagged names', () => {
  const run = (title: string, status: string, ancestors: string[] = []): RunTest => ({
    file: 'x.test.ts',
    ancestorTitles: ancestors,
    title,
    status,
  })

  it('fills placeholders (template, %s, $name) with anything, and unescapes quotes', () => {
    expect(
      namePattern(`[ASVS #13 6.8.2] an ID token \${what} signs`).test(
        '[ASVS #13 6.8.2] an ID token expired signs',
      ),
    ).toBe(true)
    expect(namePattern('[ASVS #1 6.2.1] passwords (%s)').test('[ASVS #1 6.2.1] passwords (pglite)')).toBe(
      true,
    )
    expect(namePattern("it\\'s $name").test("it's Dana")).toBe(true)
    expect(namePattern('[ASVS #1 6.2.1] a').test('[ASVS #1 6.2.1] ab')).toBe(false)
  })

  it('passes a describe only when each of its tests passed, and tells a test that never ran', () => {
    const [entry] = scanSource('x.test.ts', SOURCE).tests
    const d = ['[ASVS #1 6.2.1] passwords (pglite)']
    expect(entryStatus(entry!, [run('a', 'passed', d), run('b', 'passed', d)])).toBe('passed')
    expect(entryStatus(entry!, [run('a', 'passed', d), run('b', 'failed', d)])).toBe('failed')
    expect(entryStatus(entry!, [run('a', 'skipped', d)])).toBe('skipped')
    expect(entryStatus(entry!, [run('a', 'passed', ['another describe'])])).toBe('not run')
  })
})

describe('docs/security.md', () => {
  it('reads back the rows and tests it was written with, whatever the names hold', () => {
    const row = (n: string): ChecklistRow => ({
      kind: 'ASVS',
      row: n,
      ids: ['1.1.1'],
      idsText: '1.1.1 (L1)',
      requirement: 'a | b',
      test: 't',
    })
    const test = (name: string) => ({ file: 'a/b.test.ts', line: 1, name, tags: [] })
    const reports = [
      {
        row: row('1'),
        tests: [{ test: test('[ASVS #1 1.1.1] has `code` and *stars*'), status: 'passed' as const }],
      },
      { row: row('2'), tests: [] },
    ]
    const doc = renderSecurityDoc(reports, { date: 'd', commit: 'c', postgres: false, command: 'x' })
    expect(parseDocEntries(doc)).toEqual({
      rows: ['1', '2'],
      entries: ['1\ta/b.test.ts\t[ASVS #1 1.1.1] has `code` and *stars*'],
    })
  })
})
