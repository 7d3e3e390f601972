/** A link of the header's row. */
export interface HeaderLink {
  id: string
  href: string
  label: string
}

/**
 * How many of the header's links fit in `available` pixels, in order: all of them when they fit side by
 * side, else as many as fit beside the "More" button (`moreWidth`, its own spacing included), which then
 * lists the rest. `gap` separates neighbouring links and the last link from the button. Half a pixel of
 * slack absorbs the sub-pixel widths browsers report, which would otherwise drop a link that fits.
 */
export function fittingLinks(
  widths: readonly number[],
  gap: number,
  available: number,
  moreWidth: number,
): number {
  const limit = available + 0.5
  const all = widths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0)
  if (all <= limit) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    used += width + gap
    if (used > limit) break
    count += 1
  }
  return count
}
