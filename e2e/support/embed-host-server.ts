import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/** A frame of another origin that tries to use the Fernway frame beside it (the stranger of the journey). */
export const STRANGER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>stranger</title></head>
<body><script>
window.addEventListener('load', () => {
  parent.frames[0].postMessage({ type: 'fernway:embed:request', id: 'stranger-1', method: 'GET',
    url: '/i/api/catalogue/v1/flight/search', params: { from: 'seoul', to: 'tokyo', date: '2026-12-01' } }, '*')
  document.title = 'sent'
})
</script></body></html>`

export interface HostServer {
  port: number
  close(): Promise<void>
}

/**
 * The repository's sample host page (examples/embed-host/index.html), served the way a host would serve
 * it: from its own tiny static server, never by Fernway. Listens on loopback, so the same server is
 * http://localhost:PORT (the configured host) and http://127.0.0.1:PORT (a host that is not).
 */
export async function startHostServer(): Promise<HostServer> {
  const page = fs.readFileSync(path.resolve('examples/embed-host/index.html'))
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host')
    // Chromium asks for the top page's icon whenever it gets round to it; a 404 there would be a console
    // error that depends on timing, not on the embed.
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end()
    const body = url.pathname === '/' ? page : url.pathname === '/stranger.html' ? STRANGER_PAGE : null
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    res.end(body ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
