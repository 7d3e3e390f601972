import { type ReactNode, useId } from 'react'
import { Heading } from 'react-aria-components'
import { BREAKPOINTS } from '../../shared/constants.ts'
import { useMinWidth } from './media-query.ts'
import { ModalDialog } from './modal-dialog.tsx'

export interface DialogFrameProps {
  title: string
  onClose(): void
  /** Below ML: a bottom sheet, or the whole screen (as the account menu on a phone). */
  narrow: 'sheet' | 'fullscreen'
  /** The box around the heading and content: the feature's padding and spacing. */
  className: string
  children: ReactNode
}

/** A feature's dialog: a popup on wide screens, a sheet or the whole screen below ML, named by its heading. */
export function DialogFrame({ title, onClose, narrow, className, children }: DialogFrameProps) {
  const wide = useMinWidth(BREAKPOINTS.ml)
  const headingId = useId()
  return (
    <ModalDialog
      presentation={wide ? 'popup' : narrow}
      onClose={onClose}
      labelledBy={headingId}
      maxWidth={560}
    >
      <div className={className}>
        <Heading slot="title" id={headingId}>
          {title}
        </Heading>
        {children}
      </div>
    </ModalDialog>
  )
}
