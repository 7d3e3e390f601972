import { useDocumentTitle } from '../../app/use-document-title.ts'

/** The browser tab shows the trip's name ("Rome | Fernway") instead of the route's generic "Trip". */
export const useTripTitle = useDocumentTitle

/** The hook as an element, for views that render the trip only once it has loaded. */
export function TripTitle({ name }: { name: string }) {
  useDocumentTitle(name)
  return null
}
