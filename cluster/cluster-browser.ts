import http from 'node:http'
import { FORM_TOKEN_HEADER } from '../shared/constants.ts'

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  /** The instance that answered (1-based), from nginx's test header; null when nginx answered itself. */
  instance: number | null
  json<T = Record<string, unknown>>(): T
}

export interface SendOptions {
  /** Tests only: send it to this instance (1-based), through nginx all the same. */
  instance?: number
  form?: Record<string, string>
  json?: unknown
  headers?: Record<string, string>
  /** Leave the form token out. */
  noToken?: boolean
  timeoutMs?: number
}

/**
 * A browser as far as the server can tell, talking to the cluster over real HTTP through nginx: its
 * cookies, its form token, and its own loopback address (127.0.0.x: nginx sees each browser as a
 * different client, as the per-IP limits must).
 */
export class ClusterBrowser {
  readonly cookies = new Map<string, string>()
  token = ''
  readonly base: URL
  /** Its loopback address; a writer may move it, as a phone changes networks. */
  address: string
  /** The instances' ports in order, to read which one answered from X-Fernway-Upstream. */
  readonly instancePorts: number[]

  constructor(base: string, address = '127.0.0.1', instancePorts: number[] = []) {
    this.base = new URL(base)
    this.address = address
    this.instancePorts = instancePorts
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Asks the server for a form token (as a page load does), creating the browser's group cookie. */
  async formToken(options: Pick<SendOptions, 'instance'> = {}): Promise<string> {
    const res = await this.send('POST', '/s/run/formtoken', { ...options, form: {}, noToken: true })
    if (res.status !== 200) throw new Error(`formtoken: ${res.status} ${res.body}`)
    this.token = res.body
    return this.token
  }

  send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers }
    let payload: string | undefined
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(options.form).toString()
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(options.json)
    }
    if (this.cookies.size) headers.cookie = this.cookieHeader
    if (this.token && !options.noToken) headers[FORM_TOKEN_HEADER] = this.token
    if (options.instance !== undefined) headers['x-fernway-instance'] = String(options.instance)
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          headers,
          localAddress: this.address,
          agent: false,
          timeout: options.timeoutMs ?? 60_000,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8')
            this.adopt(res.headers, body)
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              instance: this.instanceOf(res.headers),
              json: <T>() => JSON.parse(body) as T,
            })
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in time`)))
      req.on('error', reject)
      req.end(payload)
    })
  }

  private instanceOf(headers: http.IncomingHttpHeaders): number | null {
    // nginx lists every upstream it tried; the last one answered.
    const tried = String(headers['x-fernway-upstream'] ?? '').split(',')
    const port = Number(tried.at(-1)?.trim().split(':')[1])
    const index = this.instancePorts.indexOf(port)
    return index < 0 ? null : index + 1
  }

  /** Keeps the cookies a response sets (and drops the ones it clears), and a new form token. */
  private adopt(headers: http.IncomingHttpHeaders, body: string) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    if (String(headers['content-type']).includes('json')) {
      try {
        const parsed = JSON.parse(body) as { formToken?: unknown }
        if (typeof parsed.formToken === 'string') this.token = parsed.formToken
      } catch {
        // Not an object with a form token.
      }
    }
  }
}
