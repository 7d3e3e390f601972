import { type RefObject, useEffect } from 'react'

/**
 * After a refusal, the first field it marks invalid takes the focus: a long form's problem may be far
 * above the button that was pressed, and a screen reader then hears the field and its sentence (WCAG
 * 3.3.1; GOV.UK and Booking.com's checkout do the same).
 */
export function useFocusOnRefusal(form: RefObject<HTMLElement | null>, refusal: unknown): void {
  useEffect(() => {
    if (!refusal) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, refusal])
}
