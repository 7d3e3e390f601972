import { policyReasonText, type TReasonLike } from '../../shared/business/policy-reason-text.ts'
import { withParticle } from '../../shared/i18n/korean-particles.ts'
import { formatMoney } from '../../shared/money/format-money.ts'
import { absoluteHttpUrl, escapeHtml } from './html.ts'
import type { OutgoingMail, TMailMessage } from './mailer.ts'
import en from './messages/en.json' with { type: 'json' }
import ko from './messages/ko.json' with { type: 'json' }
import { cappedName } from './recipient-cap.ts'

export type MailCatalogue = Readonly<Record<keyof typeof en, string>>
export const MAIL_CATALOGUES: Readonly<Record<string, MailCatalogue>> = { en, ko }
// A Record so that the compiler refuses a new message kind until it is listed here.
const KINDS: Readonly<Record<TMailMessage['kind'], true>> = {
  confirm: true,
  account_exists: true,
  reset: true,
  magic_code: true,
  second_factor_code: true,
  email_change: true,
  email_changed_notice: true,
  password_changed: true,
  sign_in_attempts: true,
  email_domain_verification: true,
  company_deletion: true,
  support_message: true,
  business_invitation: true,
  business_signup_confirm: true,
  business_signup_exists: true,
  business_join_company: true,
  business_company_confirm: true,
  business_profile_confirm: true,
  trip_shared: true,
  approval_request: true,
  approval_notice: true,
  approval_decided: true,
  book_request_booked: true,
  book_request_declined: true,
  booking_confirmed: true,
  booking_cancelled: true,
}
export const MAIL_KINDS = Object.keys(KINDS) as readonly TMailMessage['kind'][]

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

interface MailAction {
  label: string
  url: string
}

/** "ko-KR" → Korean; any language without a catalogue gets English. */
export function mailCatalogue(language: string): MailCatalogue {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? ''
  return MAIL_CATALOGUES[base] ?? en
}

/** Fills {name}, and {name, particle, 을}: the value with the Korean particle its last sound asks for. */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(
    /\{(\w+)(?:\s*,\s*particle\s*,\s*([^\s{}]*)\s*)?\}/g,
    (_, name: string, particle?: string) => {
      const value = values[name]
      if (value === undefined) throw new Error(`mail text needs {${name}}`)
      return particle === undefined ? value : withParticle(value, particle)
    },
  )
}

/**
 * A verdict's reasons as sentences with their figures, in `language` ("Costs $420.00 a night, over this
 * city's cap of $300.00"): the same presenter as the app's, over the mail catalogue's own sentences.
 */
export function policyReasonsText(
  reasons: readonly TReasonLike[],
  currency: string,
  language: string,
): string {
  const t = mailCatalogue(language) as Readonly<Record<string, string>>
  const say = (key: string, given: Record<string, string | number> = {}) =>
    interpolate(t[key] ?? key, Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v)])))
  const money = (minor: number) => formatMoney(minor, currency, language)
  return reasons.map((reason) => policyReasonText(say, reason, money)).join('; ')
}

function actionsOf(message: TMailMessage, t: MailCatalogue): MailAction[] {
  switch (message.kind) {
    case 'confirm':
      return [{ label: t['confirm.action'], url: message.link }]
    case 'account_exists':
      return [
        { label: t['account_exists.signInAction'], url: message.signInLink },
        { label: t['account_exists.resetAction'], url: message.resetLink },
      ]
    case 'reset':
      return [{ label: t['reset.action'], url: message.link }]
    case 'email_change':
      return [{ label: t['email_change.action'], url: message.link }]
    case 'email_domain_verification':
      return [{ label: t['email_domain_verification.action'], url: message.link }]
    case 'company_deletion':
      return [{ label: t['company_deletion.action'], url: message.link }]
    case 'business_invitation':
      return [{ label: t['business_invitation.action'], url: message.link }]
    case 'sign_in_attempts':
      return [{ label: t['sign_in_attempts.action'], url: message.resetLink }]
    case 'business_signup_confirm':
    case 'business_company_confirm':
    case 'business_profile_confirm':
      return [{ label: t[`${message.kind}.action`], url: message.link }]
    case 'trip_shared':
      return [{ label: t['trip_shared.action'], url: message.link }]
    case 'approval_request':
      return [
        { label: t['approval_request.action'], url: message.approveLink },
        { label: t['approval_request.denyAction'], url: message.denyLink },
        { label: t['approval_request.queueAction'], url: message.queueLink },
      ]
    case 'approval_notice':
      return [{ label: t['approval_notice.action'], url: message.queueLink }]
    case 'approval_decided':
      return [{ label: t['approval_decided.action'], url: message.link }]
    case 'book_request_booked':
    case 'book_request_declined':
      return [{ label: t[`${message.kind}.action`], url: message.link }]
    case 'booking_confirmed':
    case 'booking_cancelled':
      return [{ label: t[`${message.kind}.action`], url: message.link }]
    case 'business_signup_exists':
      return [{ label: t['business_signup_exists.action'], url: message.signInLink }]
    default:
      return []
  }
}

function valuesOf(mail: OutgoingMail, t: MailCatalogue): Record<string, string> {
  const values: Record<string, string> = { brand: mail.brandName }
  const { message } = mail
  if (message.kind === 'magic_code' || message.kind === 'second_factor_code') values.code = message.code
  if (message.kind === 'email_changed_notice') values.newEmail = message.newEmail
  if (message.kind === 'email_domain_verification') {
    values.domain = message.domain
  }
  if (message.kind === 'company_deletion') values.companyName = message.companyName
  if (message.kind === 'support_message') {
    const { kind: _, ...fields } = message
    Object.assign(values, fields)
  }
  // To addresses nobody has proven: names only, each on one line and capped (decision 089).
  if (message.kind === 'business_invitation') {
    values.company = cappedName(message.companyName)
    values.inviter = cappedName(message.inviter)
  }
  if (message.kind === 'trip_shared') {
    values.tripName = cappedName(message.tripName)
    values.sharer = cappedName(message.sharer)
  }
  if (message.kind === 'approval_request' || message.kind === 'approval_notice') {
    const { traveler, item, price, reasons, currency, outOfPolicyReason } = message
    Object.assign(values, { traveler, item, price })
    values.policy = interpolate(t[`approval_policy.${message.policy}`], {
      reasons: policyReasonsText(reasons, currency, mail.language) || '-',
      outOfPolicyReason: outOfPolicyReason || '-',
    })
  }
  if (message.kind === 'approval_decided') {
    values.item = message.item
    values.approver = message.approver
    values.comment = message.comment || '-'
    values.decision = t[`approval_decided.${message.decision}`]
    values.outcome = t[`approval_decided.outcome.${message.outcome}`]
  }
  if (message.kind === 'book_request_booked' || message.kind === 'book_request_declined') {
    values.itemTitle = message.itemTitle
    values.processor = message.processor
    if (message.kind === 'book_request_declined') values.comment = message.comment
  }
  if (message.kind === 'booking_confirmed' || message.kind === 'booking_cancelled')
    Object.assign(values, bookingValues(message, t, mail.language))
  if ('companyName' in message) values.companyName = message.companyName
  return values
}

/** A local time in its place's zone, in the reader's language ("8 Jan 2027, 15:00"). */
export function localTimeText(iso: string, timeZone: string, language: string): string {
  const at = new Date(iso)
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at)
  } catch {
    return iso
  }
}

function bookingValues(
  message: Extract<TMailMessage, { kind: 'booking_confirmed' | 'booking_cancelled' }>,
  t: MailCatalogue,
  language: string,
): Record<string, string> {
  const money = (minor: number) => formatMoney(minor, message.currency, language)
  const freeUntil = message.freeUntil ? localTimeText(message.freeUntil, message.timeZone, language) : ''
  const values: Record<string, string> = {
    reference: message.reference,
    item: message.item,
    place: message.place,
    start: localTimeText(message.startAt, message.timeZone, language),
    end: localTimeText(message.endAt, message.endTimeZone, language),
    travellers: message.travellers,
    price: money(message.amountMinor),
    terms: message.freeUntil
      ? interpolate(t['booking_terms.free'], { date: freeUntil })
      : t['booking_terms.none'],
  }
  if (message.kind === 'booking_cancelled')
    values.refund = interpolate(t[`booking_refund.${message.refundReason}`], {
      amount: money(message.refundMinor),
      date: freeUntil || '-',
    })
  return values
}

const STYLE = {
  body: 'margin:0;padding:24px;background:#f3f6f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#14201b;line-height:1.5',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px',
  button:
    'display:inline-block;margin:4px 8px 4px 0;padding:10px 18px;border-radius:6px;background:#1e6b52;color:#ffffff;text-decoration:none;font-weight:600',
  code: 'font-size:28px;letter-spacing:6px;font-weight:700;font-family:ui-monospace,Menlo,Consolas,monospace',
  muted: 'color:#4c5a54;font-size:14px',
}

/** Subject, plain text and HTML of one mail, in the recipient's language; every value is escaped in the HTML. */
export function renderMail(mail: OutgoingMail): RenderedMail {
  const t = mailCatalogue(mail.language)
  const { kind } = mail.message
  const values = valuesOf(mail, t)
  const say = (key: keyof MailCatalogue) => interpolate(t[key], values)
  const actions = actionsOf(mail.message, t).map((a) => ({ label: a.label, url: absoluteHttpUrl(a.url) }))
  const code = 'code' in mail.message ? mail.message.code : null

  // A subject is one header line whatever a brand name holds.
  const subject = say(`${kind}.subject`).replace(/[\r\n]+/g, ' ')
  const body = say(`${kind}.body`)
  const note = say(`${kind}.note`)
  const signature = say('signature')

  const text = [
    t.greeting,
    body,
    ...(code ? [code] : []),
    ...actions.map((a) => `${a.label}:\n${a.url}`),
    note,
    signature,
  ].join('\n\n')

  const p = (content: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${content}</p>`
  const html = [
    `<!doctype html><html lang="${escapeHtml(mail.language)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    p(escapeHtml(t.greeting)),
    p(escapeHtml(body).replace(/\n/g, '<br>')),
    code ? p(escapeHtml(code), STYLE.code) : '',
    actions.length
      ? p(
          actions
            .map((a) => `<a href="${escapeHtml(a.url)}" style="${STYLE.button}">${escapeHtml(a.label)}</a>`)
            .join(''),
        )
      : '',
    actions.length
      ? p(
          `${escapeHtml(t.linkFallback)}${actions.map((a) => `<br><a href="${escapeHtml(a.url)}">${escapeHtml(a.url)}</a>`).join('')}`,
          STYLE.muted,
        )
      : '',
    p(escapeHtml(note), STYLE.muted),
    p(escapeHtml(signature)),
    '</div></body></html>',
  ].join('')

  return { subject, text, html }
}
