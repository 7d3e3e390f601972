import path from 'node:path'
import type { TaggedTest } from './test-tags.ts'

/** What one test of Vitest's JSON report says (its Jest-compatible shape, the fields we read). */
export interface RunTest {
  file: string
  ancestorTitles: string[]
  title: string
  status: string
}

export type EntryStatus = 'passed' | 'failed' | 'skipped' | 'not run'

interface VitestJson {
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[]
  }[]
}

/** The tests of a Vitest JSON report, files relative to the repository; a file that failed to load counts as one failed test. */
export function readVitestJson(json: VitestJson, root: string): RunTest[] {
  const tests: RunTest[] = []
  for (const result of json.testResults) {
    const file = path.relative(root, result.name).split(path.sep).join('/')
    for (const a of result.assertionResults) {
      tests.push({ file, ancestorTitles: a.ancestorTitles, title: a.title, status: a.status })
    }
    if (result.status === 'failed' && result.assertionResults.length === 0) {
      tests.push({ file, ancestorTitles: [], title: '(the file failed to load)', status: 'failed' })
    }
  }
  return tests
}

const unescapeLiteral = (raw: string) => raw.replace(/\\(.)/g, '$1')
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim()

/**
 * A pattern for the names a literal gives at run time: `${…}` (template) and `%s`, `$name` (`each`)
 * stand for anything.
 */
export function namePattern(literal: string): RegExp {
  const parts = collapse(literal).split(/(\$\{[^}]*\}|%[sdifjoOc#]|\$[A-Za-z_][\w.]*)/)
  const source = parts
    .map((part, i) => (i % 2 === 1 ? '.*?' : unescapeLiteral(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`)
}

/** The run's verdict on one tagged test or describe: every test it names passed, or which did not. */
export function entryStatus(entry: TaggedTest, run: readonly RunTest[]): EntryStatus {
  const pattern = namePattern(entry.name)
  const mine = run.filter(
    (t) =>
      t.file === entry.file && [...t.ancestorTitles, t.title].some((title) => pattern.test(collapse(title))),
  )
  const loadFailure = run.some((t) => t.file === entry.file && t.title === '(the file failed to load)')
  if (mine.some((t) => t.status === 'failed') || loadFailure) return 'failed'
  if (mine.length === 0) return 'not run'
  return mine.every((t) => t.status === 'passed') ? 'passed' : 'skipped'
}
