import type confetti from 'canvas-confetti'
import {
  EXPLORER_CONFETTI_COLOURS,
  EXPLORER_VERTICALS,
  LOGO_CONFETTI,
  LOGO_CONFETTI_SHOWN_KEY,
  PRIDE_CONFETTI_COLOURS,
} from '../../shared/chrome/logo-confetti-constants.ts'
import type { StorageLike } from '../app/browser-storage.ts'

/** Bursts across the top of the page; the spec's 500 particles are shared between them. */
const BURST_ORIGINS_X = [0.1, 0.3, 0.5, 0.7, 0.9]

/**
 * The spec's confetti in canvas-confetti's terms (decision 027 has the reasoning):
 * - size 10: a piece is `10 × scalar` pixels, so scalar 1;
 * - gravity 0.3: canvas-confetti's gravity is relative to its default 1, so 0.3 as is;
 * - drag 0.05: canvas-confetti multiplies the speed by `decay` each frame, so decay 1 − 0.05 = 0.95;
 * - max fall speed 5: canvas-confetti has no terminal speed. A piece moves at most 1.5 × startVelocity
 *   plus 3 × gravity per frame, so startVelocity = (5 − 3 × 0.3) / 1.5 keeps every frame's move ≤ 5 px;
 * - colour pairs: canvas-confetti paints a piece in one colour, so both colours of each pair join the list.
 */
export function logoConfettiBursts(vertical: string | undefined): confetti.Options[] {
  const colors = EXPLORER_VERTICALS.includes(vertical ?? '')
    ? [...EXPLORER_CONFETTI_COLOURS]
    : PRIDE_CONFETTI_COLOURS.flat()
  const gravity = LOGO_CONFETTI.gravity
  const startVelocity = (LOGO_CONFETTI.maxFallSpeed - 3 * gravity) / 1.5
  const perBurst = LOGO_CONFETTI.particles / BURST_ORIGINS_X.length
  return BURST_ORIGINS_X.map((x) => ({
    particleCount: perBurst,
    origin: { x, y: 0 },
    angle: 270,
    spread: 120,
    startVelocity,
    decay: 1 - LOGO_CONFETTI.drag,
    gravity,
    scalar: LOGO_CONFETTI.size / 10,
    ticks: 480,
    colors,
    disableForReducedMotion: true,
  }))
}

/** Fires the bursts on a canvas of our own (no worker: the page's CSP allows no blob: workers). */
export async function fireLogoConfetti(vertical: string | undefined): Promise<void> {
  const { default: canvasConfetti } = await import('canvas-confetti')
  const canvas = document.createElement('canvas')
  canvas.className = 'fw-logo-confetti'
  canvas.setAttribute('aria-hidden', 'true')
  document.body.append(canvas)
  const fire = canvasConfetti.create(canvas, {
    resize: true,
    useWorker: false,
    disableForReducedMotion: true,
  })
  try {
    await Promise.all(logoConfettiBursts(vertical).map((burst) => fire(burst)))
  } finally {
    fire.reset()
    canvas.remove()
  }
}

/** Not under reduced motion, and once per browser; a browser that keeps nothing never sees it. */
export function shouldCelebrate(storage: StorageLike, prefersReducedMotion: boolean): boolean {
  if (prefersReducedMotion) return false
  try {
    return storage.getItem(LOGO_CONFETTI_SHOWN_KEY) !== 'true'
  } catch {
    return false
  }
}

export function rememberCelebration(storage: StorageLike): void {
  try {
    storage.setItem(LOGO_CONFETTI_SHOWN_KEY, 'true')
  } catch {
    // Storage refused: shouldCelebrate cannot read it either, so nothing repeats.
  }
}
