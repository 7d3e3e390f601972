import type { Logger } from 'pino'
import { ApprovalErrorCode } from '../../../shared/business/approvals-contract.ts'
import { HttpError } from '../../http-error.ts'
import { isLoopbackHost, type OutboundFetch, outboundFetch } from '../outbound/outbound-fetch.ts'

/**
 * A company's Slack incoming webhook (decision 055): https to Slack's webhook host only, so that an
 * admin cannot point our server at another host (SSRF); tests may allow plain http on loopback.
 */
export function checkWebhookUrl(raw: string, allowLoopbackHttp: boolean): URL {
  const refuse = () =>
    new HttpError(
      400,
      ApprovalErrorCode.SLACK_WEBHOOK_INVALID,
      'Paste the https://hooks.slack.com/services/… address of a Slack incoming webhook.',
    )
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw refuse()
  }
  if (url.username || url.password || url.hash) throw refuse()
  const slack = url.protocol === 'https:' && url.hostname === 'hooks.slack.com' && url.port === ''
  const loopback = allowLoopbackHttp && url.protocol === 'http:' && isLoopbackHost(url.hostname)
  if (!slack && !loopback) throw refuse()
  if (slack && !url.pathname.startsWith('/services/')) throw refuse()
  return url
}

/** Posts one message; a failure is logged and never reaches the booking or the decision. */
export async function postToSlack(
  url: string,
  payload: unknown,
  logger: Pick<Logger, 'warn'>,
  send: OutboundFetch = outboundFetch(false),
): Promise<boolean> {
  try {
    // Through the outbound guard (decision 088), as every address a user gives us.
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: AbortSignal.timeout(5_000),
    })
    if (!response.ok) logger.warn({ status: response.status }, 'slack webhook refused the message')
    return response.ok
  } catch (err) {
    logger.warn({ err }, 'slack webhook not reached')
    return false
  }
}

/** Slack's own escaping for text (&, <, >), so that names cannot add links or mentions. */
export function slackText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
