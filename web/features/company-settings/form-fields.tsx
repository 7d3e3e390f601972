import { TextField } from '../../ui/text-field.tsx'

/** The keys of a form whose values are texts (or an absent text). */
type TextKey<F> = { [K in keyof F]-?: F[K] extends string | null ? K : never }[keyof F] & string

/** One text field of a form: its name is the form's key, its value the form's value there. */
export interface FieldSpec<F> {
  name: TextKey<F>
  label: string
  maxLength: number
  /** 'off' unless said: these are the company's details, not the person's. */
  autoComplete?: string
  description?: string
  isRequired?: boolean
  type?: 'text' | 'email'
  inputMode?: 'text' | 'email'
  /** The value the form keeps for a typed text (the text itself unless said). */
  parse?(text: string): string | null
}

/** A two- or three-letter code as the server takes it, or none. */
export const upperCodeOrNull = (text: string): string | null => text.trim().toUpperCase() || null

/** The fields of a form, in order, each changing its own key of the form. */
export function FormFields<F>({
  fields,
  value,
  onChange,
}: {
  fields: readonly FieldSpec<F>[]
  value: F
  onChange(next: NoInfer<F>): void
}) {
  return (
    <>
      {fields.map(({ name, parse, autoComplete = 'off', ...field }) => (
        <TextField
          key={name}
          {...field}
          name={name}
          autoComplete={autoComplete}
          value={(value[name] as string | null) ?? ''}
          onChange={(text) => onChange({ ...value, [name]: parse ? parse(text) : text })}
        />
      ))}
    </>
  )
}
