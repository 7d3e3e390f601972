import fs from 'node:fs'
import path from 'node:path'
import type { ChecklistRow } from './checklist.ts'
import { isTestName, stringLiterals } from './string-literals.ts'

/** `[ASVS #17 6.3.8]` or `[NIST #N1 length]` (decision 063). */
export const TAG = /\[(ASVS|NIST) #(N?\d+) ([0-9a-z.]+)\]/g
const MENTION = /\b(?:ASVS|NIST)\b/

export interface Tag {
  kind: 'ASVS' | 'NIST'
  row: string
  id: string
}

/** A test or describe whose name carries tags; `name` is the literal as written (`${…}`, `%s` kept). */
export interface TaggedTest {
  file: string
  line: number
  name: string
  tags: Tag[]
}

export interface TagProblem {
  file: string
  line: number
  message: string
}

/** Folders that hold tests, and which files are tests (as in vitest.config.ts). */
export const TEST_ROOTS = ['shared', 'server', 'web', 'bench', 'scripts', 'e2e']
/** This tooling's own tests hold tags as data, not as claims. */
const OWN_FOLDER = 'scripts/security/'
const isTestFile = (file: string) =>
  !file.startsWith(OWN_FOLDER) && (/\.test\.tsx?$/.test(file) || /^e2e\/.*\.spec\.ts$/.test(file))

export function listTestFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(rel)
      } else if (isTestFile(rel)) files.push(rel)
    }
  }
  for (const dir of TEST_ROOTS) if (fs.existsSync(path.join(root, dir))) walk(dir)
  return files.sort()
}

export const tagText = (t: Tag) => `[${t.kind} #${t.row} ${t.id}]`
const normalizeName = (raw: string) => raw.replace(/\s+/g, ' ').trim()

/** The tagged test names of one file, and every tag or mention that is not where it should be. */
export function scanSource(file: string, source: string): { tests: TaggedTest[]; problems: TagProblem[] } {
  const tests: TaggedTest[] = []
  const problems: TagProblem[] = []
  for (const literal of stringLiterals(source)) {
    if (!MENTION.test(literal.raw)) continue
    const line = source.slice(0, literal.start).split('\n').length
    const tags = [...literal.raw.matchAll(TAG)].map(
      ([, kind, row, id]): Tag => ({ kind: kind as Tag['kind'], row: row as string, id: id as string }),
    )
    const named = isTestName(source, literal.start)
    if (!named) {
      if (tags.length > 0)
        problems.push({ file, line, message: 'a checklist tag outside a test name counts for nothing' })
      continue
    }
    if (MENTION.test(literal.raw.replace(TAG, ''))) {
      problems.push({ file, line, message: `an informal ASVS/NIST mention in a test name: "${literal.raw}"` })
    }
    if (tags.length > 0) tests.push({ file, line, name: normalizeName(literal.raw), tags })
  }
  return { tests, problems }
}

export function scanTests(root: string): { tests: TaggedTest[]; problems: TagProblem[] } {
  const tests: TaggedTest[] = []
  const problems: TagProblem[] = []
  for (const file of listTestFiles(root)) {
    const found = scanSource(file, fs.readFileSync(path.join(root, file), 'utf8'))
    tests.push(...found.tests)
    problems.push(...found.problems)
  }
  return { tests, problems }
}

/** Tags that name no row, or an id that is not in their row. */
export function tagProblems(tests: readonly TaggedTest[], rows: readonly ChecklistRow[]): TagProblem[] {
  const byRow = new Map(rows.map((r) => [`${r.kind} ${r.row}`, r]))
  const problems: TagProblem[] = []
  for (const test of tests) {
    for (const tag of test.tags) {
      const row = byRow.get(`${tag.kind} ${tag.row}`)
      if (!row) problems.push({ ...test, message: `${tagText(tag)} names no row of the checklist` })
      else if (!row.ids.includes(tag.id)) {
        problems.push({ ...test, message: `${tagText(tag)}: row ${row.row} lists ${row.ids.join(', ')}` })
      }
    }
  }
  return problems
}

/** The tagged tests of each row (a test once per row, however many of the row's ids it names). */
export function testsByRow(
  tests: readonly TaggedTest[],
  rows: readonly ChecklistRow[],
): Map<string, TaggedTest[]> {
  const map = new Map<string, TaggedTest[]>(rows.map((r) => [r.row, []]))
  for (const test of tests) {
    for (const row of new Set(test.tags.map((t) => t.row))) {
      const list = map.get(row)
      if (list && !list.some((t) => t.file === test.file && t.name === test.name)) list.push(test)
    }
  }
  return map
}
