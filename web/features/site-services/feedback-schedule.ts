export interface FeedbackScheduleDeps {
  /** Seconds before the widget loads (spec section 9: "feedback widget delay 10"); null: widget off. */
  delaySeconds: number | null
  /** The page is a checkout, confirmation or booking-receipt page (feedback-pages.ts). */
  excluded: boolean
  /** The consent gate (consent-gate.ts's whenAllowed, bound to the functional category); returns a cancel. */
  whenAllowed(start: () => void): () => void
  setTimer(run: () => void, ms: number): () => void
  /** Hears the side navigation's feedback entry ('feedback:open'); returns the unsubscribe. */
  listen(onOpen: () => void): () => void
  /** Loads the widget, hidden (idempotent). */
  load(): void
  /** Shows it. */
  open(): void
}

/**
 * When our feedback widget loads (spec section 4; decision 050): only when configured, never on checkout,
 * confirmation or booking-receipt pages, and once functional storage is allowed; then after the delay,
 * hidden. A click on the feedback entry shows it, loading it at once if the delay has not passed. Until
 * then nobody listens, and the entry stays a plain link to the help centre. Returns the cancel.
 */
export function scheduleFeedback(deps: FeedbackScheduleDeps): () => void {
  if (deps.delaySeconds === null || deps.excluded) return () => {}
  let cancelTimer = () => {}
  let unlisten = () => {}
  const stopWaiting = deps.whenAllowed(() => {
    unlisten = deps.listen(() => {
      deps.load()
      deps.open()
    })
    cancelTimer = deps.setTimer(() => deps.load(), (deps.delaySeconds ?? 0) * 1000)
  })
  return () => {
    stopWaiting()
    cancelTimer()
    unlisten()
  }
}
