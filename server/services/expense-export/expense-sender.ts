import type { Logger } from 'pino'
import type { ExpenseExportConfig } from '../../expense-export-config.ts'
import type { Data } from '../../repositories/data.ts'
import { outboundFetch } from '../outbound/outbound-fetch.ts'
import { checkedEndpoint } from './endpoint-rules.ts'

export interface ExpenseSender {
  /** Sends a queued record now, retrying with doubling delays; never throws (failures are recorded). */
  send(deliveryId: string): Promise<void>
}

/**
 * Posts expense records to the company's endpoint (decision 057). The record was written with the
 * booking; a failure is kept on the delivery and on the connection (the integrations card shows it),
 * and retried after retryBaseMs, doubling, until maxAttempts. Redirects are not followed.
 */
export function createExpenseSender(deps: {
  data: Data
  config: ExpenseExportConfig
  logger: Pick<Logger, 'warn'>
  fetch?: typeof fetch
}): ExpenseSender {
  const repo = deps.data.expenseExport
  // Through the outbound guard (decision 088): the company's endpoint is an address a user gave us.
  const post = deps.fetch ?? outboundFetch(deps.config.allowHttpLoopback)

  async function attempt(deliveryId: string): Promise<void> {
    const delivery = await repo.delivery(deliveryId)
    if (delivery?.status !== 'pending') return
    const connection = await repo.connection(delivery.companyId)
    if (!connection) return
    const url = checkedEndpoint(connection.endpointUrl, deps.config.allowHttpLoopback)
    let error: string | null = url ? null : 'The endpoint is not allowed.'
    if (url) {
      try {
        const res = await post(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-fernway-delivery': deliveryId },
          body: JSON.stringify(delivery.payload),
          redirect: 'manual',
          signal: AbortSignal.timeout(deps.config.timeoutMs),
        })
        if (!res.ok) error = `The expense system answered ${res.status}.`
      } catch (e) {
        error =
          e instanceof Error && e.name === 'TimeoutError'
            ? 'The expense system did not answer in time.'
            : 'The expense system could not be reached.'
      }
    }
    if (error === null) {
      await repo.delivered(deliveryId, delivery.companyId)
      return
    }
    const tries = delivery.attempts + 1
    const final = tries >= deps.config.maxAttempts
    await repo.failed(deliveryId, delivery.companyId, error, final)
    deps.logger.warn({ deliveryId, companyId: delivery.companyId, tries, final }, 'expense export failed')
    if (!final) {
      const timer = setTimeout(() => void run(deliveryId), deps.config.retryBaseMs * 2 ** (tries - 1))
      timer.unref()
    }
  }

  async function run(deliveryId: string) {
    try {
      await attempt(deliveryId)
    } catch (error) {
      // The database went away (shutdown) or failed: the row stays pending for the next start.
      deps.logger.warn({ deliveryId, error: String(error) }, 'expense export could not run')
    }
  }

  return { send: run }
}
