/*
 * `npm run security:report` (decision 063): builds the site, runs every test file that holds a checklist
 * tag (Vitest, JSON reporter), and writes docs/security.md with each row's tests and their results.
 * Options: --no-build (dist/ is current already); --retry-failed (files with a failure run once more,
 * alone, and the report names them: for a machine loaded past its cores, where timeouts are not
 * verdicts). Exits 1 when a row failed or has no test.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT, readChecklist } from './checklist.ts'
import { type RowReport, renderSecurityDoc, rowResult, SECURITY_DOC } from './security-doc.ts'
import { entryStatus, type RunTest, readVitestJson } from './test-results.ts'
import { scanTests, tagProblems, testsByRow } from './test-tags.ts'

const bin = (name: string) => path.join(REPO_ROOT, 'node_modules/.bin', name)
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: process.env }).status

const rows = readChecklist()

const { tests, problems } = scanTests(REPO_ROOT)
const allProblems = [...problems, ...tagProblems(tests, rows)]
if (allProblems.length > 0) {
  for (const p of allProblems) console.error(`${p.file}:${p.line} ${p.message}`)
  process.exit(1)
}

if (!process.argv.includes('--no-build') && run('npm', ['run', 'build']) !== 0) process.exit(1)

const files = [...new Set(tests.map((t) => t.file))]
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fernway-security-'))

/** One Vitest run over these files; its tests as the JSON reporter saw them. */
function vitest(name: string, list: string[], extra: string[] = []): RunTest[] {
  const output = path.join(work, `${name}.json`)
  run(bin('vitest'), [
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${output}`,
    ...extra,
    ...list,
  ])
  if (!fs.existsSync(output)) {
    console.error('vitest wrote no results')
    process.exit(1)
  }
  return readVitestJson(JSON.parse(fs.readFileSync(output, 'utf8')), REPO_ROOT)
}

console.log(`running ${files.length} files that hold checklist tags`)
let results = vitest('results', files)
const failedFiles = [...new Set(results.filter((r) => r.status === 'failed').map((r) => r.file))]
const retried = process.argv.includes('--retry-failed') ? failedFiles : []
if (retried.length > 0) {
  console.log(`running ${retried.length} files with a failure once more, one at a time`)
  const again = vitest('retry', retried, ['--maxWorkers=1'])
  results = [...results.filter((r) => !retried.includes(r.file)), ...again]
}

const byRow = testsByRow(tests, rows)
const reports: RowReport[] = rows.map((row) => ({
  row,
  tests: (byRow.get(row.row) ?? []).map((test) => ({ test, status: entryStatus(test, results) })),
}))
const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim()
const dirty = git('status', '--porcelain', '--', '.', `:!${SECURITY_DOC}`) !== ''
const doc = renderSecurityDoc(reports, {
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  commit: `${git('rev-parse', '--short=12', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`,
  postgres: Boolean(process.env.TEST_DATABASE_URL),
  command: `npm run security:report (${files.length} files)`,
  retried,
})
fs.writeFileSync(path.join(REPO_ROOT, SECURITY_DOC), doc)
run(bin('biome'), ['format', '--write', SECURITY_DOC])

const verdicts = reports.map((r) => [r.row.row, rowResult(r)] as const)
const bad = verdicts.filter(([, v]) => v !== 'passed')
console.log(`wrote ${SECURITY_DOC}: ${verdicts.length - bad.length} of ${verdicts.length} rows passed`)
for (const [row, verdict] of bad) console.log(`  row ${row}: ${verdict}`)
process.exit(bad.length > 0 ? 1 : 0)
