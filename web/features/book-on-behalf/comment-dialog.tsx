import { useId, useState } from 'react'
import { Heading } from 'react-aria-components'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { Button } from '../../ui/button.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { TextArea } from '../company-files/text-area.tsx'

/**
 * A question with a text to send (a note when asking to book, a comment when declining): a popup on
 * wide screens, a bottom sheet on narrow ones. The button is disabled while sending; a failure shows
 * and re-enables it (spec section 4, confirmation dialogs).
 */
/** The error line's text; null: none. */
type TErrorText = string | null

export function CommentDialog(props: {
  title: string
  label: string
  confirm: string
  cancel: string
  maxLength: number
  required: boolean
  send(text: string): Promise<void>
  failure: (error: unknown) => string
  onClose(): void
}) {
  const wide = useMinWidth(BREAKPOINTS.ml)
  const headingId = useId()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<TErrorText>(null)
  const empty = props.required && text.trim() === ''
  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'sheet'}
      onClose={props.onClose}
      labelledBy={headingId}
      maxWidth={520}
    >
      <form
        className="fw-book-for-dialog"
        onSubmit={async (event) => {
          event.preventDefault()
          if (sending || empty) return
          setSending(true)
          setError(null)
          try {
            await props.send(text.trim())
          } catch (err) {
            setError(props.failure(err))
            setSending(false)
          }
        }}
      >
        <Heading slot="title" id={headingId}>
          {props.title}
        </Heading>
        <TextArea
          label={props.label}
          value={text}
          onChange={setText}
          maxLength={props.maxLength}
          required={props.required}
        />
        {error ? (
          <p role="alert" className="fw-alert">
            {error}
          </p>
        ) : null}
        <div className="fw-book-for-buttons">
          <Button type="submit" disabled={sending || empty}>
            {props.confirm}
          </Button>
          <Button variant="secondary" onClick={props.onClose}>
            {props.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
