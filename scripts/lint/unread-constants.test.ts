import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as constants from '../../shared/constants.ts'

/** Source files of the three sides and the build scripts, but not tests: a constant read only by a test is read by nothing. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('shared/constants.ts', () => {
  it('holds only constants that some feature reads (issue 27 item 10): each is the one source, or gone', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const self = path.join(root, 'shared', 'constants.ts')
    const text = ['web', 'server', 'shared']
      .flatMap((side) => sources(path.join(root, side)))
      .filter((file) => file !== self)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    const unread = Object.keys(constants).filter((name) => !new RegExp(`\\b${name}\\b`).test(text))
    expect(unread).toEqual([])
  })
})
