import { LabelledInput } from '../../ui/labelled-field.tsx'

/** A search box's date: the browser's own date input (a calendar on every platform), labelled. */
export function DateField(props: {
  name: string
  label: string
  value: string
  min: string
  onChange(v: string): void
}) {
  return <LabelledInput {...props} type="date" className="fw-search-date" />
}
