import { SNOW_DURATION_MS } from '../../../shared/site-services/site-services-contract.ts'

const FLAKES = 90

/**
 * One snowfall (decision 050): a fixed canvas over the page that takes no space (no layout shift), lets
 * every click and key through (pointer-events none, hidden from assistive technology) and removes itself
 * after SNOW_DURATION_MS, on Escape, or at once when reduced motion is asked for. Returns the remover.
 */
export function letItSnow(doc: Document = document, durationMs = SNOW_DURATION_MS): () => void {
  const win = doc.defaultView
  if (!win) return () => {}
  const canvas = doc.createElement('canvas')
  canvas.className = 'fw-snow'
  canvas.setAttribute('aria-hidden', 'true')
  canvas.dataset.snow = 'falling'
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100vw',
    height: '100vh',
    pointerEvents: 'none',
    zIndex: '2147483000',
  })
  doc.body.append(canvas)
  const context = canvas.getContext('2d')
  const size = () => {
    canvas.width = win.innerWidth
    canvas.height = win.innerHeight
  }
  size()
  const flakes = Array.from({ length: FLAKES }, () => ({
    x: Math.random() * canvas.width,
    y: Math.random() * -canvas.height,
    r: 1 + Math.random() * 3,
    speed: 0.6 + Math.random() * 1.6,
    drift: Math.random() * 2 * Math.PI,
  }))
  let frame = 0
  const draw = () => {
    if (context) {
      context.clearRect(0, 0, canvas.width, canvas.height)
      context.fillStyle = 'rgba(255, 255, 255, 0.9)'
      context.strokeStyle = 'rgba(80, 110, 140, 0.5)'
      for (const f of flakes) {
        f.y += f.speed
        f.drift += 0.02
        f.x += Math.sin(f.drift) * 0.6
        if (f.y > canvas.height + 4) f.y = -4
        context.beginPath()
        context.arc(f.x, f.y, f.r, 0, 2 * Math.PI)
        context.fill()
        context.stroke()
      }
    }
    frame = win.requestAnimationFrame(draw)
  }
  frame = win.requestAnimationFrame(draw)
  const motion = win.matchMedia?.('(prefers-reduced-motion: reduce)')
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') remove()
  }
  const timer = win.setTimeout(() => remove(), durationMs)
  let removed = false
  function remove() {
    if (removed) return
    removed = true
    win?.cancelAnimationFrame(frame)
    win?.clearTimeout(timer)
    win?.removeEventListener('resize', size)
    win?.removeEventListener('keydown', onKey)
    motion?.removeEventListener?.('change', onMotion)
    canvas.remove()
  }
  function onMotion() {
    if (motion?.matches) remove()
  }
  win.addEventListener('resize', size)
  win.addEventListener('keydown', onKey)
  motion?.addEventListener?.('change', onMotion)
  return remove
}
