import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ROUTES = 'server/routes'
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** The relative imports of a module (static, re-exports and dynamic), as paths from the repository root. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
  const specifiers = source.matchAll(
    /\bfrom\s*'(\.[^']+)'|\bimport\s*\(\s*'(\.[^']+)'\s*\)|\bimport\s+'(\.[^']+)'/g,
  )
  return [...specifiers].map((m) =>
    path.posix.join(path.posix.dirname(file), (m[1] ?? m[2] ?? m[3]) as string),
  )
}

/**
 * Issue 28 item 3 (decision 105): `server/routes/` holds routes and their tests, nothing else. Every other
 * file there is a `*.route.ts` file or a module the app loads: imported by `server/app.ts` or by a route,
 * directly or through such modules. Test kits, matrices, peers and fuzzers live under `server/testing/`.
 */
describe('server/routes/', () => {
  it('holds only routes, what they import, and tests (issue 28 item 3)', () => {
    const files = fs
      .readdirSync(path.join(ROOT, ROUTES), { recursive: true, encoding: 'utf8' })
      .map((f) => path.posix.join(ROUTES, f.split(path.sep).join('/')))
      .filter((f) => /\.tsx?$/.test(f))
    const loaded = new Set<string>()
    const pending = ['server/app.ts', ...files.filter((f) => f.endsWith('.route.ts'))]
    while (pending.length > 0) {
      const file = pending.pop() as string
      if (loaded.has(file) || isTest(file) || !fs.existsSync(path.join(ROOT, file))) continue
      loaded.add(file)
      pending.push(...importsOf(file))
    }
    expect(files.filter((f) => !isTest(f) && !loaded.has(f))).toEqual([])
  })
})
