export type TDurationUnit = 'years' | 'days' | 'hours' | 'minutes' | 'seconds'

const UNITS: readonly [TDurationUnit, number][] = [
  ['years', 365 * 86_400],
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
]

/** A storage duration in the spec's units (section 9): 400 days is 1 year and 35 days. */
export function durationParts(totalSeconds: number): { unit: TDurationUnit; count: number }[] {
  let rest = Math.max(0, Math.floor(totalSeconds))
  const parts: { unit: TDurationUnit; count: number }[] = []
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size)
    rest -= count * size
    if (count > 0) parts.push({ unit, count })
  }
  return parts.length ? parts : [{ unit: 'seconds', count: 0 }]
}
