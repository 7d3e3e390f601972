import { useId } from 'react'
import { FieldErrorNote } from './field-error-note.tsx'
import { useFormErrorsScope } from './form-errors-scope.tsx'

/**
 * For forms of plain inputs (a grid of label and input, dates, text areas): the sentence a surrounding
 * form's refusal has for a field (FormErrorsScope), as the input's invalid state and a note tied to it.
 * TextField does the same for its own input.
 */
export function useFieldRefusal(own?: { fields: Readonly<Record<string, string>> }) {
  // A form may hand its refusal in directly when it renders its fields itself, outside its own scope.
  const scope = useFormErrorsScope()
  const refused = own ?? scope
  const id = useId()
  return (name: string) => {
    const message = refused?.fields[name] ?? null
    const noteId = `${id}-${name}-refused`
    return {
      input: message ? { 'aria-invalid': true as const, 'aria-describedby': noteId } : {},
      note: message ? <FieldErrorNote id={noteId} text={message} /> : null,
    }
  }
}
