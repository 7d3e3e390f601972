import type { ReactNode } from 'react'
import { useMinWidth } from './media-query.ts'
import { ModalDialog } from './modal-dialog.tsx'

/**
 * A modal dialog that is a popup, at most `maxWidth` wide, on screens from `popupFrom` px, and takes the
 * whole screen on narrower ones; named by its heading `labelledBy`.
 */
export function PopupDialog({
  popupFrom,
  maxWidth,
  labelledBy,
  onClose,
  children,
}: {
  popupFrom: number
  maxWidth: number
  labelledBy: string
  onClose(): void
  children: ReactNode
}) {
  const wide = useMinWidth(popupFrom)
  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'fullscreen'}
      onClose={onClose}
      labelledBy={labelledBy}
      maxWidth={maxWidth}
    >
      {children}
    </ModalDialog>
  )
}
