/**
 * A plain input's refusal under it (for inputs that are not TextField, which has its own): the paragraph
 * the input's `aria-describedby` names while `text` is there, and nothing otherwise.
 */
export function FieldErrorNote({ id, text }: { id: string; text: string | null | undefined }) {
  if (!text) return null
  return (
    <p id={id} className="fw-field-error">
      {text}
    </p>
  )
}

/** The input's side of the note: invalid, and described by it, while there is a refusal. */
export function fieldErrorInput(id: string, text: string | null | undefined) {
  return text ? { 'aria-invalid': true as const, 'aria-describedby': id } : {}
}
