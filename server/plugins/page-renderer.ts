import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { SIGN_IN_DIALOG_MODULE } from '../../shared/first-view-modules.ts'
import type { TRenderFunction } from '../../shared/render-contract.ts'
import { poolRandomBytes } from './random-pool.ts'

export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

export interface PageAssets {
  render: TRenderFunction
  /** The entry's CSS, inlined so the first paint needs no extra request. */
  inlineCss: string
  entryScript: string
  preloads: string[]
  /** The sign-in dialog's chunks that the entry's do not include: for a page that opens it at once. */
  signInDialogPreloads: string[]
  /** Development only: the dev server's tags for the page's head (its client, hot reload, styles). */
  devHead?: (nonce: string) => Promise<string>
}

/** Every chunk a manifest entry imports statically, itself included, as manifest keys. */
export function staticImportClosure(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const seen = new Set<string>()
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return
    seen.add(k)
    for (const next of manifest[k].imports ?? []) visit(next)
  }
  visit(key)
  return seen
}

/** The files of `key`'s chunks that the entry's closure lacks (those the page already names). */
export function extraPreloads(
  manifest: Record<string, ManifestChunk>,
  entryKey: string,
  key: string,
): string[] {
  if (!manifest[key]) throw new Error(`the client manifest has no ${key}`)
  const entry = staticImportClosure(manifest, entryKey)
  return [...staticImportClosure(manifest, key)]
    .filter((k) => !entry.has(k))
    .map((k) => `/${manifest[k]?.file}`)
}

/**
 * Loads what `vite build` produced: the client manifest and the server render bundle.
 * Loaded by path at start (never imported), which keeps server/ and web/ apart.
 */
export async function loadPageAssets(distDir: string): Promise<PageAssets> {
  const manifestFile = path.join(distDir, 'client', '.vite', 'manifest.json')
  const ssrEntry = path.join(distDir, 'ssr', 'entry-server.js')
  if (!fs.existsSync(manifestFile) || !fs.existsSync(ssrEntry)) {
    throw new Error(`the web build is missing in ${distDir}; run "npm run build"`)
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? []
  if (!entry || !entryKey) throw new Error('the client manifest has no entry chunk')
  const inlineCss = (entry.css ?? [])
    .map((file) => fs.readFileSync(path.join(distDir, 'client', file), 'utf8'))
    .join('\n')
  const preloads = (entry.imports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((f): f is string => Boolean(f))
  const mod = (await import(pathToFileURL(ssrEntry).href)) as { render: TRenderFunction }
  return {
    render: mod.render,
    inlineCss,
    entryScript: `/${entry.file}`,
    preloads: preloads.map((f) => `/${f}`),
    signInDialogPreloads: extraPreloads(manifest, entryKey, SIGN_IN_DIALOG_MODULE),
  }
}

export function newNonce(): string {
  return poolRandomBytes(16).toString('base64')
}

/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can close it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** `thirdParty`: an origin the page's scripts may call and frame (Google's one-tap library). */
export function contentSecurityPolicy(
  nonce: string,
  frameAncestors: string,
  thirdParty: string | null = null,
): string {
  const extra = thirdParty ? ` ${thirdParty}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    // Our own components write no style attribute (classes, or the CSSOM after hydration); React Aria's
    // visually hidden inputs still render one in server HTML (a checkbox or switch hidden from sight but
    // not from assistive technology), and refusing it would show them. Attributes cannot run script.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}
