import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP receiver on loopback standing in for a system we post JSON to (the expense system, a Slack
 * webhook) in tests: it keeps what it was sent and answers 503 to the first `failFirst` posts.
 */
export async function startJsonReceiver(options: { failFirst?: number; path?: string } = {}) {
  const received: unknown[] = []
  let failures = options.failFirst ?? 0
  let posts = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      posts += 1
      if (failures > 0) {
        failures -= 1
        res.writeHead(503).end()
        return
      }
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${options.path ?? '/records'}`,
    host: `127.0.0.1:${port}`,
    received,
    posts: () => posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type JsonReceiver = Awaited<ReturnType<typeof startJsonReceiver>>
