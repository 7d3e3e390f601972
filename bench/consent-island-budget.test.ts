import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { gzipSize } from './bundle-budget.ts'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

/** Decision 031: the consent island (the first layer) within 15 KB gzip of JS and CSS beyond the entry. */
const CONSENT_ISLAND_BUDGET = 15 * 1024

describe('the consent island', () => {
  it('weighs at most 15 KB gzip of JS and CSS with the banner and notice bar, the dialogs being lazy', () => {
    const client = path.resolve('dist/client')
    const manifest = JSON.parse(fs.readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >
    const closure = (start: string, skip: Set<string>) => {
      const seen = new Set<string>()
      const visit = (key: string) => {
        if (seen.has(key) || skip.has(key)) return
        seen.add(key)
        for (const dep of manifest[key]?.imports ?? []) visit(dep)
      }
      visit(start)
      return seen
    }
    const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? ''
    const host = Object.keys(manifest).find((k) => k.endsWith('features/consent/consent-host.tsx')) ?? ''
    expect(host).not.toBe('')
    const island = closure(host, closure(entry, new Set()))
    const files = [...island].flatMap((k) => [manifest[k]?.file ?? '', ...(manifest[k]?.css ?? [])])
    expect(files.some((f) => /react-aria|modal-dialog/.test(f))).toBe(false)
    const size = files.reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(client, f))), 0)
    expect(size).toBeLessThanOrEqual(CONSENT_ISLAND_BUDGET)
  })
})
