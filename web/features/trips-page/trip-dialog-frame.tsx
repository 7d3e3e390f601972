import { type ReactNode, useId } from 'react'
import { Heading } from 'react-aria-components'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'

/** A popup on wide screens, the whole screen below ML (as the account menu on a phone), named by its heading. */
export function TripDialogFrame({
  title,
  onClose,
  children,
}: {
  title: string
  onClose(): void
  children: ReactNode
}) {
  const wide = useMinWidth(BREAKPOINTS.ml)
  const headingId = useId()
  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'fullscreen'}
      onClose={onClose}
      labelledBy={headingId}
      maxWidth={560}
    >
      <div className="fw-trip-dialog">
        <Heading slot="title" id={headingId}>
          {title}
        </Heading>
        {children}
      </div>
    </ModalDialog>
  )
}
