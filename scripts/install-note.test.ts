import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const note = (userAgent: string) =>
  execFileSync(process.execPath, [path.join(root, 'scripts/install-note.cjs')], {
    env: { ...process.env, npm_config_user_agent: userAgent },
    encoding: 'utf8',
  })

describe('a quiet install (issue 29 item 1)', () => {
  it('explains in one line why an older Node running npm brings no engine warnings', () => {
    const said = note('npm/11.19.1 node/v20.20.2 linux x64 workspaces/false')
    expect(said.trim().split('\n')).toHaveLength(1)
    expect(said).toContain("this machine's Node 20")
    expect(note('npm/11.19.1 node/v24.21.0 linux x64 workspaces/false')).toBe('')
  })

  it('keeps npm to errors and runs the note before installing', () => {
    const npmrc = fs.readFileSync(path.join(root, '.npmrc'), 'utf8')
    expect(npmrc).toMatch(/^loglevel=error$/m)
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
    expect(scripts.preinstall).toBe('node scripts/install-note.cjs')
  })
})
