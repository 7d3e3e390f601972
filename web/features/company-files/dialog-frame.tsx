import { type ReactNode, useId } from 'react'
import { Heading } from 'react-aria-components'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'

/** A popup on wide screens, a bottom sheet below ML, with its heading naming it. */
export function DialogFrame({
  title,
  onClose,
  children,
}: {
  title: string
  onClose(): void
  children: (headingId: string) => ReactNode
}) {
  const wide = useMinWidth(BREAKPOINTS.ml)
  const headingId = useId()
  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'sheet'}
      onClose={onClose}
      labelledBy={headingId}
      maxWidth={560}
    >
      <div className="fw-company-files-dialog">
        <Heading slot="title" id={headingId}>
          {title}
        </Heading>
        {children(headingId)}
      </div>
    </ModalDialog>
  )
}
