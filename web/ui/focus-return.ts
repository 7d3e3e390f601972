/**
 * Gives focus back as a dialog closes: to the element registered when it opened, or, when none was
 * registered or it has left the page, to the main landmark (else the body) so that the keyboard is not
 * dropped. Spec section 8: a missing focus registration is only a warning, and only in development.
 */
export function returnFocus(registered: Element | null | undefined, doc: Document = document): HTMLElement {
  const target =
    registered && registered !== doc.body && registered.isConnected && 'focus' in registered
      ? (registered as HTMLElement)
      : null
  if (target) {
    target.focus()
    return target
  }
  if (import.meta.env.DEV)
    console.warn(
      'A dialog closed with no focus registration (or its element left the page): focus goes to main.',
    )
  const fallback = doc.querySelector<HTMLElement>('main') ?? doc.body
  fallback.focus()
  return fallback
}
