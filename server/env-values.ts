/** How the configuration modules read one environment variable (docs/configuration.md). */

/** The value trimmed; null when it is unset or blank. */
export function envText(raw: string | undefined): string | null {
  return raw && raw.trim() !== '' ? raw.trim() : null
}

/** A switch: 1, true, yes or on (any case) turn it on, anything else off; unset or empty keeps `fallback`. */
export function envFlag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())
}

/** A comma-separated list: its items trimmed, empty ones dropped. */
export function envList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}
