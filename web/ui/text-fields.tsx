import { useFormErrorsScope } from './form-errors-scope.tsx'
import { TextField, type TextFieldProps } from './text-field.tsx'

/**
 * One text field of a form: its name is the form's key, its value the form's value there (a text, or
 * none). The name is any key, not only a text's, so that a spec for a few keys fits every form with them.
 */
export interface TextFieldSpec<F>
  extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef' | 'children'> {
  name: keyof F & string
  /** The value the form keeps for a typed text (the text itself unless said). */
  parse?(text: string): string | null
}

/**
 * A form's text fields, in order, each changing its own key of the form. `errorOf` names what is wrong
 * with a field (a required one left empty, or one the server refused), shown beside it.
 */
export function TextFields<F>({
  fields,
  value,
  onChange,
  errorOf,
  scope,
}: {
  fields: readonly TextFieldSpec<F>[]
  value: F
  onChange(next: NoInfer<F>): void
  errorOf?(name: keyof F & string): string | null
  /** The path of these fields in the request (`address` for its lines), for the form's refusal. */
  scope?: string
}) {
  const refused = useFormErrorsScope()
  const inScope = (name: string) => refused?.fields[scope ? `${scope}.${name}` : name] ?? null
  return (
    <>
      {fields.map(({ parse, ...field }) => (
        <TextField
          key={field.name}
          {...field}
          value={(value[field.name] as string | null) ?? ''}
          onChange={(text) => onChange({ ...value, [field.name]: parse ? parse(text) : text })}
          error={errorOf?.(field.name) ?? inScope(field.name)}
        />
      ))}
    </>
  )
}
