import type { Logger } from 'pino'
import { everyInterval, type PeriodicTask } from '../../periodic-task.ts'
import type { IabService } from './iab.service.ts'

/** How often each instance asks the database for a newly imported vendor list (one indexed max()). */
export const VENDOR_LIST_POLL_MS = 60_000

/**
 * Reads the imported vendor lists at start (a stored list that fails the checks fails the boot, as a bad
 * bundled file does), then polls, so every instance takes up `npm run gvl`'s import within a minute
 * without a restart (decision 103). A poll never overlaps the previous one.
 */
export async function startVendorListPoll(
  iab: Pick<IabService, 'refresh' | 'archive'>,
  logger: Pick<Logger, 'error' | 'info'>,
  intervalMs = VENDOR_LIST_POLL_MS,
): Promise<PeriodicTask> {
  await iab.refresh()
  return everyInterval(intervalMs, () =>
    iab
      .refresh()
      .then((changed) => {
        if (changed)
          logger.info({ vendorListVersion: iab.archive.latest.vendorListVersion }, 'vendor list updated')
      })
      .catch((err: unknown) =>
        logger.error({ err }, 'imported vendor list unusable; the previous lists stay'),
      ),
  )
}
