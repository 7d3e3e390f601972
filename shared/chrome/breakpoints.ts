/**
 * Named breakpoints (spec: "breakpoint sizes come from remote configuration: not shown"; ours, as min-widths
 * in CSS pixels). The chrome's CSS uses the same numbers in its media queries; `breakpoints.test.ts` keeps
 * the two in step.
 */
export const BREAKPOINTS = {
  xs: 0,
  s: 480,
  m: 768,
  ml: 960,
  l: 1120,
  xl: 1440,
} as const

export type TBreakpoint = keyof typeof BREAKPOINTS

export const BREAKPOINT_ORDER: readonly TBreakpoint[] = ['xs', 's', 'm', 'ml', 'l', 'xl']

/** The named breakpoint a viewport width falls in. */
export function breakpointOf(width: number): TBreakpoint {
  let current: TBreakpoint = 'xs'
  for (const name of BREAKPOINT_ORDER) if (width >= BREAKPOINTS[name]) current = name
  return current
}

/** True when `a` is at least as wide as `b`. */
export function atLeast(a: TBreakpoint, b: TBreakpoint): boolean {
  return BREAKPOINT_ORDER.indexOf(a) >= BREAKPOINT_ORDER.indexOf(b)
}
