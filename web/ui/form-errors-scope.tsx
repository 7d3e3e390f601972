import { createContext, type ReactNode, useContext } from 'react'

/** A form's refusal as its fields and its outcome line read it (web/i18n/field-errors.ts). */
export interface FormErrorsInScope {
  /** The refusal these sentences were made from: an outcome line shows `form` only for it. */
  error: unknown
  fields: Readonly<Record<string, string>>
  form: string | null
}

const FormErrorsContext = createContext<FormErrorsInScope | null>(null)

/**
 * Hands a form's refusal to the fields inside it, so that each text field shows its own sentence beside
 * it without every form passing it down by hand.
 */
export function FormErrorsScope({ value, children }: { value: FormErrorsInScope; children: ReactNode }) {
  return <FormErrorsContext.Provider value={value}>{children}</FormErrorsContext.Provider>
}

export function useFormErrorsScope(): FormErrorsInScope | null {
  return useContext(FormErrorsContext)
}
