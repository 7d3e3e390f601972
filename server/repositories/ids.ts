const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Guards uuid columns: PostgreSQL answers a malformed uuid with an error, not with no row. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
