import type { Frame, Page } from 'playwright-core'

/** One `__tcfapi` call in the page, answered with its first callback (data and success). */
export function tcfCall(
  page: Page | Frame,
  command: string,
  version: unknown = 2,
  parameter?: unknown,
): Promise<{ data: Record<string, unknown> | boolean | null; success: boolean }> {
  return page.evaluate(
    ([c, v, p]) =>
      new Promise((resolve) => {
        ;(window as unknown as { __tcfapi: (...a: unknown[]) => void }).__tcfapi(
          c,
          v,
          (data: unknown, success: boolean) => resolve({ data: data as never, success }),
          p,
        )
      }),
    [command, version, parameter] as const,
  ) as Promise<{ data: Record<string, unknown> | boolean | null; success: boolean }>
}

/** Starts an event listener in the page; `events()` reads what it heard so far. */
export async function listenToTcf(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __heard: unknown[]; __tcfapi: (...a: unknown[]) => void }
    w.__heard = []
    w.__tcfapi('addEventListener', 2, (data: unknown) => w.__heard.push(data))
  })
  return {
    events: () =>
      page.evaluate(() => (window as unknown as { __heard: Record<string, unknown>[] }).__heard) as Promise<
        Record<string, unknown>[]
      >,
  }
}

const channel = (rgb: number) => {
  const c = rgb / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number)
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG contrast ratio of two computed `rgb(...)` colours. */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number]
  return (a + 0.05) / (b + 0.05)
}
