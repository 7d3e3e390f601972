import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_DIALOG_MODULE } from '../../../shared/first-view-modules.ts'
import { signedInUser } from '../../testing/account/account-test-support.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

/** Decision 067: a page opened by a sign-in link names the dialog's chunks, so they come with the page. */
describe('a page opened by a sign-in link', () => {
  let t: TestApp
  let dialogChunk: string
  beforeAll(async () => {
    t = await startTestApp('pglite', { web: true })
    const manifest = JSON.parse(
      fs.readFileSync(path.join(t.config.distDir, 'client', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>
    dialogChunk = `/${manifest[SIGN_IN_DIALOG_MODULE]?.file}`
  })
  afterAll(async () => t?.close())

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1])

  it('names the dialog and the chunks it needs beyond the entry’s, for a signed-out visitor', async () => {
    const plain = preloads((await t.app.inject({ url: '/' })).body)
    const res = await t.app.inject({ url: '/?signin=forgot' })
    expect(res.statusCode).toBe(200)
    const named = preloads(res.body)
    expect(named).toContain(dialogChunk)
    expect(named.length).toBeGreaterThan(plain.length + 3)
    expect(new Set(named).size).toBe(named.length)
    for (const file of plain) expect(named).toContain(file)
  })

  it('names nothing more without the parameter, or for a signed-in visitor who gets no dialog', async () => {
    expect(preloads((await t.app.inject({ url: '/trips' })).body)).not.toContain(dialogChunk)
    const browser = await signedInUser(t)
    const res = await t.app.inject({ url: '/?signin=landing', headers: { cookie: browser.cookie } })
    expect(res.statusCode).toBe(200)
    expect(preloads(res.body)).not.toContain(dialogChunk)
  })
})
