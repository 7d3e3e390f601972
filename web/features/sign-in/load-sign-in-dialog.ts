import { importWithRetry } from '../../api/lazy-import.ts'

type DialogModule = typeof import('./sign-in-dialog.tsx')
let loading: Promise<DialogModule> | null = null

/**
 * The dialog's chunk (and React Aria's), loaded once: when a sign-in trigger is pointed at or focused,
 * and at the latest when sign-in is asked for. A failed load is forgotten, so the next call tries again.
 */
export function loadSignInDialog(): Promise<DialogModule> {
  loading ??= importWithRetry(() => import('./sign-in-dialog.tsx')).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

export function prefetchSignInDialog(): void {
  loadSignInDialog().catch(() => {})
}
