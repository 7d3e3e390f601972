import crypto from 'node:crypto'
import type http from 'node:http'

/** A person at a stand-in provider. */
export interface PeerAccount {
  sub: string
  email: string
  emailVerified: boolean
  name: string
  givenName: string
  familyName: string
}

/** The same e-mail always gets the same subject, so a person signs in again as themselves. */
export function subjectFor(email: string): string {
  return `sub-${crypto.createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`
}

export function accountFrom(fields: { email: string; name?: string; sub?: string }): PeerAccount {
  const email = fields.email.trim()
  const name = fields.name?.trim() || email.split('@')[0] || 'Traveller'
  const [givenName = name, ...rest] = name.split(' ')
  return {
    sub: fields.sub?.trim() || subjectFor(email),
    email,
    emailVerified: true,
    name,
    givenName,
    familyName: rest.join(' '),
  }
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )
}

/** The stand-in's sign-in page: who you are at the provider (no password: it is a stand-in). */
export function loginPage(title: string, action: string, hint: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem">
<main><h1>${escapeHtml(title)}</h1>
<p>A local stand-in for the provider: choose who you are.</p>
<form method="post" action="${escapeHtml(action)}">
<p><label for="email">E-mail</label><br><input id="email" name="email" type="email" required value="${escapeHtml(hint)}"></p>
<p><label for="name">Name</label><br><input id="name" name="name" type="text"></p>
<p><button type="submit">Continue</button></p>
</form></main></body></html>`
}

export async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}

export async function listen(server: http.Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('peer did not listen')
  return `http://127.0.0.1:${address.port}`
}

export async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
}
