/**
 * Forgot, register and the e-mail code's send do different work for a known and an unknown e-mail (a
 * token and a mail, or nothing). Their answers wait until at least this long after the request, so that a
 * busy database cannot make the difference measurable (ASVS 6.3.8): comfortably above one insert's time
 * under load.
 */
export const ENUMERATION_FLOOR_MS = 150

/** The work's result, no sooner than `floorMs` after it started, whether it answered or threw. */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    const left = floorMs - (performance.now() - started)
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  }
}
