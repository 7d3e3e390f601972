import { type ComponentProps, lazy, Suspense } from 'react'
import { importWithRetry } from '../../api/lazy-import.ts'
import type { CancelBookingDialog as Cancel } from './cancel-booking-dialog.tsx'
import type { ShareDialog as Share } from './share-dialog.tsx'
import type {
  DeleteTripDialog as Delete,
  EditTripDialog as Edit,
  MoveEventDialog as Move,
} from './trip-edit-dialogs.tsx'

const edits = () => importWithRetry(() => import('./trip-edit-dialogs.tsx'))
const share = () => importWithRetry(() => import('./share-dialog.tsx'))
const cancel = () => importWithRetry(() => import('./cancel-booking-dialog.tsx'))

/**
 * The trip page's dialogs, each loaded when it first opens (decision 066): with React Aria's modal they
 * were a third of the trips area, which every trips page, the signed-out list included, fetched and ran
 * before it hydrated. The trip page fetches them when the browser is idle (prefetchTripDialogs).
 */
const LazyEdit = lazy(() => edits().then((m) => ({ default: m.EditTripDialog })))
const LazyDelete = lazy(() => edits().then((m) => ({ default: m.DeleteTripDialog })))
const LazyMove = lazy(() => edits().then((m) => ({ default: m.MoveEventDialog })))
const LazyShare = lazy(() => share().then((m) => ({ default: m.ShareDialog })))
const LazyCancel = lazy(() => cancel().then((m) => ({ default: m.CancelBookingDialog })))

export function EditTripDialog(props: ComponentProps<typeof Edit>) {
  return <Suspense fallback={null}>{<LazyEdit {...props} />}</Suspense>
}
export function DeleteTripDialog(props: ComponentProps<typeof Delete>) {
  return <Suspense fallback={null}>{<LazyDelete {...props} />}</Suspense>
}
export function MoveEventDialog(props: ComponentProps<typeof Move>) {
  return <Suspense fallback={null}>{<LazyMove {...props} />}</Suspense>
}
export function ShareDialog(props: ComponentProps<typeof Share>) {
  return <Suspense fallback={null}>{<LazyShare {...props} />}</Suspense>
}
export function CancelBookingDialog(props: ComponentProps<typeof Cancel>) {
  return <Suspense fallback={null}>{<LazyCancel {...props} />}</Suspense>
}

export function prefetchTripDialogs(): void {
  for (const load of [edits, share, cancel]) load().catch(() => {})
}
