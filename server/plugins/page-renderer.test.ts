import { describe, expect, it } from 'vitest'
import { extraPreloads, type ManifestChunk, staticImportClosure } from './page-renderer.ts'

const manifest: Record<string, ManifestChunk> = {
  'web/entry.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  'web/dialog.tsx': { file: 'assets/dialog.js', imports: ['_framework.js', '_modal.js', 'web/entry.tsx'] },
  '_modal.js': { file: 'assets/modal.js', imports: ['_focus.js', '_framework.js'] },
  '_focus.js': { file: 'assets/focus.js', imports: ['_modal.js'] },
}

describe('the chunks a page names for a module it opens at once', () => {
  it('follows static imports through cycles, itself included', () => {
    expect([...staticImportClosure(manifest, 'web/dialog.tsx')].sort()).toEqual(
      ['_focus.js', '_framework.js', '_modal.js', 'web/dialog.tsx', 'web/entry.tsx'].sort(),
    )
  })

  it('leaves out what the entry already brings', () => {
    expect(extraPreloads(manifest, 'web/entry.tsx', 'web/dialog.tsx').sort()).toEqual([
      '/assets/dialog.js',
      '/assets/focus.js',
      '/assets/modal.js',
    ])
  })

  it('refuses a module the build does not have, so that a rename fails at start', () => {
    expect(() => extraPreloads(manifest, 'web/entry.tsx', 'web/renamed.tsx')).toThrow(/web\/renamed\.tsx/)
  })
})
