import {
  LOGO_ANIMATION_DEFAULT_MS,
  LOGO_CONFETTI_START_DELAY_MS,
  PRIDE_CONFETTI_COLOURS,
  PRIDE_LOGO_LEAD_MS,
} from '../../shared/chrome/logo-confetti-constants.ts'
import { browserLocalStorage } from '../app/browser-storage.ts'
import { logError } from '../app/logger.ts'
import { fireLogoConfetti, rememberCelebration, shouldCelebrate } from './logo-confetti.ts'
import './logo-celebration.css'

const SVG = 'http://www.w3.org/2000/svg'

export interface CelebrationOptions {
  markPath: string
  vertical?: string
  animationMs?: number
}

/** The mark drawn in the pride flag's colours, laid over the logo's own mark. */
function prideLogo(markPath: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  const attrs = {
    class: 'fw-logo-pride',
    viewBox: '0 0 32 32',
    width: '28',
    height: '28',
    'aria-hidden': 'true',
  }
  for (const [name, value] of Object.entries(attrs)) svg.setAttribute(name, value)
  svg.setAttribute('focusable', 'false')
  svg.dataset.testid = 'pride-logo'
  const defs = document.createElementNS(SVG, 'defs')
  const gradient = document.createElementNS(SVG, 'linearGradient')
  gradient.id = 'fw-logo-pride-gradient'
  gradient.setAttribute('x2', '0')
  gradient.setAttribute('y2', '1')
  const colours = PRIDE_CONFETTI_COLOURS.slice(0, 6)
  colours.forEach(([colour], i) => {
    const stop = document.createElementNS(SVG, 'stop')
    stop.setAttribute('offset', `${(i / (colours.length - 1)) * 100}%`)
    stop.setAttribute('stop-color', colour)
    gradient.append(stop)
  })
  defs.append(gradient)
  const path = document.createElementNS(SVG, 'path')
  path.setAttribute('d', markPath)
  path.setAttribute('fill', 'url(#fw-logo-pride-gradient)')
  path.setAttribute('stroke', 'url(#fw-logo-pride-gradient)')
  path.setAttribute('stroke-width', '1.5')
  svg.append(defs, path)
  return svg
}

/**
 * The pride celebration (spec section 4): about a second after the logo mounts the confetti starts and
 * the logo bounces; the pride logo shows 400 ms before the bounce ends; then the browser remembers and it
 * never runs again. Nothing happens under reduced motion. Returns the function that cancels it.
 */
export function celebrate(logo: HTMLElement, options: CelebrationOptions): () => void {
  const animationMs = options.animationMs ?? LOGO_ANIMATION_DEFAULT_MS
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  if (!shouldCelebrate(browserLocalStorage, reduced)) return () => {}
  const timers: ReturnType<typeof setTimeout>[] = []
  timers.push(
    setTimeout(() => {
      logo.style.setProperty('--fw-logo-animation-ms', `${animationMs}ms`)
      logo.classList.add('fw-logo--bounce')
      fireLogoConfetti(options.vertical).catch((error) => logError(error, { where: 'logo confetti' }))
      timers.push(
        setTimeout(
          () => logo.append(prideLogo(options.markPath)),
          Math.max(0, animationMs - PRIDE_LOGO_LEAD_MS),
        ),
        setTimeout(() => {
          logo.classList.remove('fw-logo--bounce')
          rememberCelebration(browserLocalStorage)
        }, animationMs),
      )
    }, LOGO_CONFETTI_START_DELAY_MS),
  )
  return () => {
    for (const timer of timers) clearTimeout(timer)
    logo.classList.remove('fw-logo--bounce')
  }
}
