/**
 * The pickers' columns (spec section 9: 3): items fill the first column top to bottom, then the next, so
 * reading order, focus order (up/down) and the columns agree. Each item gets its grid cell from here.
 */
export function columnRows(count: number, columns: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, columns)))
}

export function columnCell(index: number, count: number, columns: number): { column: number; row: number } {
  const rows = columnRows(count, columns)
  return { column: Math.floor(index / rows), row: index % rows }
}

/** The items split into their columns, in order (used to check the layout; the grid places items). */
export function splitColumns<T>(items: readonly T[], columns: number): T[][] {
  const rows = columnRows(items.length, columns)
  const out: T[][] = []
  for (let i = 0; i < items.length; i += rows) out.push(items.slice(i, i + rows))
  return out
}
