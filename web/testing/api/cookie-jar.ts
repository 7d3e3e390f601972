/**
 * A fetch that keeps cookies like a browser (Node's fetch keeps none), and records each request so
 * tests can count calls. Only the name=value pair and Max-Age=0 deletion matter to these tests.
 */
export interface RecordedRequest {
  method: string
  url: string
  headers: Headers
}

export interface CookieFetch {
  fetch: typeof fetch
  requests: RecordedRequest[]
  cookies: Map<string, string>
}

export function cookieJarFetch(base: typeof fetch = globalThis.fetch): CookieFetch {
  const cookies = new Map<string, string>()
  const requests: RecordedRequest[] = []
  const jarFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const headers = new Headers(init?.headers)
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    requests.push({ method: init?.method ?? 'GET', url, headers })
    const response = await base(url, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      if (at <= 0) continue
      const name = pair.slice(0, at).trim()
      if (attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a))) cookies.delete(name)
      else cookies.set(name, pair.slice(at + 1).trim())
    }
    return response
  }
  return { fetch: jarFetch, requests, cookies }
}
