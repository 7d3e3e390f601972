import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import { escapeHtml, linkifyText } from '../../mail/html.ts'
import { createMailOutboxRepository, type MailOutboxRow } from '../../repositories/mail-outbox.repository.ts'

export const DEV_OUTBOX_LIMIT = 50
// The page has no script and no images: only its own inline style may run.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'"

/** Only where mail is not really sent, and never in production: the outbox holds sign-in codes and links. */
export function devOutboxEnabled(config: Pick<AppConfig, 'env' | 'smtpUrl'>): boolean {
  return config.env !== 'production' && !config.smtpUrl
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#14201b}' +
  'article{border:1px solid #c9d3ce;border-radius:8px;padding:1rem;margin:1rem 0}' +
  'h2{font-size:1.1rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}' +
  'dt{color:#4c5a54}dd{margin:0}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f6f4;padding:.75rem;border-radius:6px}'

function mailHtml(row: MailOutboxRow): string {
  return (
    `<article><h2>${escapeHtml(row.subject)}</h2><dl>` +
    `<dt>To</dt><dd>${escapeHtml(row.to_address)}</dd>` +
    `<dt>Sent</dt><dd><time datetime="${row.created_at.toISOString()}">${row.created_at.toISOString()}</time></dd>` +
    `</dl><pre>${linkifyText(row.text_body)}</pre></article>`
  )
}

export function renderOutboxPage(rows: readonly MailOutboxRow[]): string {
  const mails = rows.length ? rows.map(mailHtml).join('') : '<p>No mail yet.</p>'
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Outbox</title><style>${STYLE}</style></head><body><h1>Development outbox</h1>` +
    `<p>The last ${DEV_OUTBOX_LIMIT} mails, newest first. None was sent: set SMTP_URL to send mail.</p>` +
    `${mails}</body></html>`
  )
}

/** GET /dev/outbox (HTML) and /dev/outbox.json: what the outbox mailer stored. Register only when devOutboxEnabled. */
export async function devOutboxRoutes(app: FastifyInstance) {
  const outbox = createMailOutboxRepository(app.database.db)

  // A development aid, not part of the API.
  const hidden = { schema: { hide: true } }

  app.get('/dev/outbox', hidden, async (_request, reply) => {
    const rows = await outbox.listRecent(DEV_OUTBOX_LIMIT)
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .send(renderOutboxPage(rows))
  })

  app.get('/dev/outbox.json', hidden, async (_request, reply) => {
    const rows = await outbox.listRecent(DEV_OUTBOX_LIMIT)
    return reply.header('cache-control', 'no-store').send(
      rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        createdAt: row.created_at.toISOString(),
      })),
    )
  })
}
