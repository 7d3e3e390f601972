// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EXPLORER_CONFETTI_COLOURS,
  LOGO_CONFETTI,
  LOGO_CONFETTI_SHOWN_KEY,
  PRIDE_CONFETTI_COLOURS,
} from '../../shared/chrome/logo-confetti-constants.ts'
import { celebrate } from './logo-celebration.ts'
import { logoConfettiBursts, shouldCelebrate } from './logo-confetti.ts'

/** jsdom has no canvas drawing: a 2D context that records what the real canvas-confetti paints. */
function recordCanvas() {
  const fills: string[] = []
  let fillStyle = ''
  const context = new Proxy(
    {},
    {
      get(_, name) {
        if (name === 'fill') return () => fills.push(fillStyle)
        if (name === 'fillStyle') return fillStyle
        return () => {}
      },
      set(_, name, value) {
        if (name === 'fillStyle') fillStyle = String(value)
        return true
      },
    },
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  )
  return fills
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
}

const rgb = (hex: string) =>
  `${Number.parseInt(hex.slice(1, 3), 16)}, ${Number.parseInt(hex.slice(3, 5), 16)}, ${Number.parseInt(hex.slice(5, 7), 16)}`

function logo(): HTMLAnchorElement {
  const a = document.createElement('a')
  a.className = 'fw-logo'
  document.body.append(a)
  return a
}

/** Lets timers, the confetti import and a few animation frames run. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
}

describe('the logo celebration', () => {
  const cancels: (() => void)[] = []
  const start = (...args: Parameters<typeof celebrate>) => {
    cancels.push(celebrate(...args))
  }
  beforeAll(async () => {
    // The real canvas-confetti, loaded once so that the celebration's own import resolves at once.
    await import('canvas-confetti')
  })
  // canvas-confetti keeps its last frame time across calls; each test's fake clock starts later.
  let clockStart = 0
  beforeEach(() => {
    vi.useFakeTimers()
    clockStart += 60_000
    vi.advanceTimersByTime(clockStart)
    window.localStorage.clear()
    preferReducedMotion(false)
  })
  afterEach(() => {
    for (const cancel of cancels.splice(0)) cancel()
    vi.useRealTimers()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('starts after 1000 ms: confetti of 500 pride pieces and the bounce, the pride logo 400 ms before the end, then remembers', async () => {
    const fills = recordCanvas()
    const element = logo()
    start(element, { markPath: 'M0 0h10v10z' })
    await advance(999)
    expect(element.classList.contains('fw-logo--bounce')).toBe(false)
    expect(document.querySelector('canvas')).toBeNull()
    await advance(1)
    expect(element.classList.contains('fw-logo--bounce')).toBe(true)
    expect(element.style.getPropertyValue('--fw-logo-animation-ms')).toBe('2000ms')
    await advance(50)
    expect(document.querySelector('canvas.fw-logo-confetti')).not.toBeNull()
    // The first frames paint every piece, each in a colour of the pride set.
    expect(fills.length).toBeGreaterThanOrEqual(LOGO_CONFETTI.particles)
    const pride = PRIDE_CONFETTI_COLOURS.flat().map(rgb)
    expect(fills.every((fill) => pride.some((colour) => fill.startsWith(`rgba(${colour},`)))).toBe(true)
    expect(element.querySelector('[data-testid="pride-logo"]')).toBeNull()
    await advance(2000 - 400 - 51)
    expect(element.querySelector('[data-testid="pride-logo"]')).toBeNull()
    await advance(1)
    expect(element.querySelector('[data-testid="pride-logo"] path')?.getAttribute('d')).toBe('M0 0h10v10z')
    expect(window.localStorage.getItem(LOGO_CONFETTI_SHOWN_KEY)).toBeNull()
    await advance(400)
    expect(window.localStorage.getItem(LOGO_CONFETTI_SHOWN_KEY)).toBe('true')
    expect(element.classList.contains('fw-logo--bounce')).toBe(false)
  })

  it('never runs again once remembered', async () => {
    const fills = recordCanvas()
    window.localStorage.setItem(LOGO_CONFETTI_SHOWN_KEY, 'true')
    const element = logo()
    start(element, { markPath: 'M0 0z' })
    await advance(5000)
    expect(element.classList.contains('fw-logo--bounce')).toBe(false)
    expect(document.querySelector('canvas')).toBeNull()
    expect(fills).toEqual([])
  })

  it('shows nothing under prefers-reduced-motion and leaves the browser free to show it later', async () => {
    const fills = recordCanvas()
    preferReducedMotion(true)
    const element = logo()
    start(element, { markPath: 'M0 0z' })
    await advance(5000)
    expect(element.classList.contains('fw-logo--bounce')).toBe(false)
    expect(element.querySelector('[data-testid="pride-logo"]')).toBeNull()
    expect(fills).toEqual([])
    expect(window.localStorage.getItem(LOGO_CONFETTI_SHOWN_KEY)).toBeNull()
  })

  it('uses the explorer colours on the explore vertical and a custom animation length', async () => {
    const fills = recordCanvas()
    const element = logo()
    start(element, { markPath: 'M0 0z', vertical: 'explore', animationMs: 3000 })
    await advance(1050)
    const explorer = EXPLORER_CONFETTI_COLOURS.map(rgb)
    expect(fills.length).toBeGreaterThan(0)
    expect(fills.every((fill) => explorer.some((colour) => fill.startsWith(`rgba(${colour},`)))).toBe(true)
    await advance(3000 - 400 - 51)
    expect(element.querySelector('[data-testid="pride-logo"]')).toBeNull()
    await advance(1)
    expect(element.querySelector('[data-testid="pride-logo"]')).not.toBeNull()
  })

  it('stops when cancelled before it starts', async () => {
    recordCanvas()
    const element = logo()
    const cancel = celebrate(element, { markPath: 'M0 0z' })
    cancel()
    await advance(5000)
    expect(document.querySelector('canvas')).toBeNull()
    expect(window.localStorage.getItem(LOGO_CONFETTI_SHOWN_KEY)).toBeNull()
  })

  it('does not run where the browser keeps nothing (storage refused)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
    }
    expect(shouldCelebrate(refusing, false)).toBe(false)
  })
})

describe("the spec's confetti in canvas-confetti's terms", () => {
  const bursts = logoConfettiBursts('flights')

  it('fires 500 particles of size 10 with gravity 0.3 and drag 0.05', () => {
    expect(bursts.reduce((sum, b) => sum + (b.particleCount ?? 0), 0)).toBe(500)
    for (const burst of bursts) {
      expect(10 * (burst.scalar ?? 1)).toBe(LOGO_CONFETTI.size)
      expect(burst.gravity).toBe(0.3)
      expect(burst.decay).toBeCloseTo(0.95)
      expect(burst.disableForReducedMotion).toBe(true)
    }
  })

  it('never moves a piece more than the max fall speed (5 px) in a frame', () => {
    for (const burst of bursts) {
      // canvas-confetti: speed up to 1.5 × startVelocity, plus 3 × gravity every frame.
      const fastest = 1.5 * (burst.startVelocity ?? 0) + 3 * (burst.gravity ?? 0)
      expect(fastest).toBeLessThanOrEqual(LOGO_CONFETTI.maxFallSpeed + 1e-9)
      expect(fastest).toBeGreaterThan(LOGO_CONFETTI.maxFallSpeed - 0.01)
    }
  })

  it('paints both colours of every pride pair, and the five explorer colours on explore', () => {
    expect(new Set(bursts[0]?.colors)).toEqual(new Set(PRIDE_CONFETTI_COLOURS.flat()))
    expect(PRIDE_CONFETTI_COLOURS).toHaveLength(10)
    expect(logoConfettiBursts('explore')[0]?.colors).toEqual([...EXPLORER_CONFETTI_COLOURS])
    expect(EXPLORER_CONFETTI_COLOURS).toHaveLength(5)
  })
})
