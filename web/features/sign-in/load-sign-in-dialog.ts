import { importOnce } from '../../api/lazy-import.ts'

/**
 * The dialog's chunk (and React Aria's), loaded once: when a sign-in trigger is pointed at or focused,
 * and at the latest when sign-in is asked for. A failed load is forgotten, so the next call tries again.
 */
export const loadSignInDialog = importOnce<typeof import('./sign-in-dialog.tsx')>(
  () => import('./sign-in-dialog.tsx'),
)

export function prefetchSignInDialog(): void {
  loadSignInDialog().catch(() => {})
}
