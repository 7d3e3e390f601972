import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ViteDevServer } from 'vite'
import type { TRenderFunction } from '../../shared/render-contract.ts'
import type { PageAssets } from './page-renderer.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CLIENT_ENTRY = '/web/entry-client.tsx'
const SERVER_ENTRY = '/web/entry-server.tsx'
/** Vite answers these paths in development: its client, its module transforms, the source files. */
const VITE_PATHS = /^\/(@vite\/|@react-refresh|@id\/|@fs\/|node_modules\/|web\/|shared\/|content\/|__vite)/
// Vite writes this into the tags it adds; each page puts its own nonce in its place.
const NONCE_MARK = 'fw-dev-nonce'

/**
 * `npm run dev` (decision 104): Vite in middleware mode on the server's own port, so pages, API and hot
 * reload share one origin and the page's CSP ('self') covers the HMR socket. The render module is loaded
 * through Vite on every page, so a changed component shows without a restart; the server's own files
 * restart the process (node --watch).
 */
export async function viteDevAssets(app: FastifyInstance): Promise<PageAssets> {
  // Loaded only here: production never imports the bundler.
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'warn',
    html: { cspNonce: NONCE_MARK },
    server: { middlewareMode: true, hmr: { server: app.server } },
  })
  app.addHook('onClose', () => vite.close())
  app.addHook('onRequest', (request, reply, done) => {
    if (!VITE_PATHS.test(request.url)) return done()
    reply.hijack()
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404
      reply.raw.end()
    })
  })
  const render: TRenderFunction = async (input) => {
    const mod = (await vite.ssrLoadModule(SERVER_ENTRY)) as { render: TRenderFunction }
    return mod.render(input)
  }
  return {
    render,
    inlineCss: '',
    entryScript: CLIENT_ENTRY,
    preloads: [],
    signInDialogPreloads: [],
    devHead: (nonce) => devHead(vite, nonce),
  }
}

/** Vite's client and React's refresh preamble, and the style sheets the render used (no flash of bare HTML). */
async function devHead(vite: ViteDevServer, nonce: string): Promise<string> {
  const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>')
  const injected = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? ''
  const styles = await renderedStyles(vite)
  const tags = styles
    .map(({ id, css }) => `<style nonce="${NONCE_MARK}" data-vite-dev-id="${id}">${css}</style>`)
    .join('')
  // With cspNonce set, Vite adds the csp-nonce meta tag its client gives the styles it adds later.
  return (injected + tags).replaceAll(NONCE_MARK, nonce)
}

/** The CSS modules the server render imported, each under the id Vite's client replaces on change. */
async function renderedStyles(vite: ViteDevServer): Promise<{ id: string; css: string }[]> {
  const graph = vite.environments.ssr.moduleGraph
  const found = new Map<string, string>()
  const seen = new Set<string>()
  const visit = (id: string | null) => {
    if (!id || seen.has(id)) return
    seen.add(id)
    const mod = graph.getModuleById(id)
    if (!mod) return
    if (id.endsWith('.css') && mod.url) found.set(id, mod.url)
    for (const next of mod.importedModules) visit(next.id)
  }
  visit((await graph.getModuleByUrl(SERVER_ENTRY))?.id ?? null)
  return Promise.all(
    [...found].map(async ([id, url]) => {
      const mod = (await vite.ssrLoadModule(`${url}?inline`)) as { default: string }
      return { id, css: mod.default.replace(/<\/style/gi, '<\\/style') }
    }),
  )
}
