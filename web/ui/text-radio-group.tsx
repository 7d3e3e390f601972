import { Label, Radio, RadioGroup } from 'react-aria-components'
import './csp-nonce.ts'

export interface TTextRadioOption {
  id: string
  label: string
}

/** The spec's refusal of a group with nothing to choose (accounts-header-business.md). */
export const EMPTY_OPTIONS_ERROR = 'TextRadioGroup requires the options prop array not be empty.'

/**
 * A labelled group of text radio buttons (arrow keys move between them). A group with no option is a
 * programming error, refused as the spec says rather than drawn as an empty, unanswerable question.
 */
export function TextRadioGroup(props: {
  label: string
  name: string
  value: string
  options: readonly TTextRadioOption[]
  onChange(value: string): void
  className?: string
  radioClassName?: string
}) {
  if (props.options.length === 0) throw new Error(EMPTY_OPTIONS_ERROR)
  return (
    <RadioGroup className={props.className} name={props.name} value={props.value} onChange={props.onChange}>
      <Label className="fw-field-label">{props.label}</Label>
      {props.options.map((o) => (
        <Radio key={o.id} value={o.id} className={props.radioClassName}>
          {o.label}
        </Radio>
      ))}
    </RadioGroup>
  )
}
