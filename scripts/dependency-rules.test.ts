import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

/**
 * The import boundaries (.dependency-cruiser.cjs, issue 28 item 3) still bite: the project's own rules run
 * over a small tree where each rule is broken once, beside imports they allow. `npm run deps` passing on
 * the real tree only shows that nothing breaks them; this shows they would see it if something did.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const FILES: Record<string, string> = {
  'server/testing/kit.ts': 'export const kit = 1\n',
  'server/app.ts': "import { kit } from './testing/kit.ts'\nexport const app = kit\n",
  'server/app.test.ts':
    "import { kit } from './testing/kit.ts'\nimport { page } from '../web/page.tsx'\nexport const t = [kit, page]\n",
  'server/route.ts': "import { page } from '../web/page.tsx'\nexport const route = page\n",
  'server/a.ts': "import { b } from './b.ts'\nexport const a = () => b\n",
  'server/b.ts': "import { a } from './a.ts'\nexport const b = () => a\n",
  'web/page.tsx': "import { rule } from '../shared/rule.ts'\nexport const page = rule\n",
  'web/page.test.tsx': "import { app } from '../server/app.ts'\nexport const t = app\n",
  'web/testing/real-server.ts': "import { app } from '../../server/app.ts'\nexport const s = app\n",
  'web/view.tsx': "import { app } from '../server/app.ts'\nexport const view = app\n",
  'shared/rule.ts': 'export const rule = 1\n',
  'shared/hash.ts': "import crypto from 'node:crypto'\nexport const hash = crypto.randomUUID\n",
  'shared/leak.ts': "import { view } from '../web/view.tsx'\nexport const leak = view\n",
}

async function violationsIn(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-deps-'))
  try {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      fs.writeFileSync(path.join(dir, name), text)
    }
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { allowImportingTsExtensions: true, jsx: 'react-jsx', noEmit: true },
      }),
    )
    const bin = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')
    const config = path.join(ROOT, '.dependency-cruiser.cjs')
    const args = [bin, 'web', 'server', 'shared', '--config', config, '--output-type', 'json']
    // depcruise exits non-zero when it finds violations: its report is on stdout either way.
    const out = await promisify(execFile)(process.execPath, args, { cwd: dir }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    )
    const report = JSON.parse(out.stdout) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] }
    }
    return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('the import boundaries', () => {
  it('refuse each forbidden import and allow tests and test support theirs', async () => {
    expect(await violationsIn(FILES)).toEqual(
      [
        'production-not-to-testing: server/app.ts -> server/testing/kit.ts',
        'server-not-to-web: server/route.ts -> web/page.tsx',
        'web-not-to-server: web/view.tsx -> server/app.ts',
        'shared-stays-pure: shared/leak.ts -> web/view.tsx',
        'shared-no-platform-deps: shared/hash.ts -> crypto',
        // A cycle is reported once, from where the cruise met it.
        'no-circular: server/a.ts -> server/b.ts',
      ].sort(),
    )
  }, 60_000)
})
