import { type ComponentType, startTransition, useState } from 'react'

/**
 * A header menu whose code loads on first use, as [trigger, OpenMenu, close]: `trigger` goes on its
 * button (the import starts when it is pointed at or focused, a press opens the menu once loaded);
 * `OpenMenu` is the menu while it is open. A tuple, as useState's: each caller names its own.
 */
export function useLazyMenu<P>(load: () => Promise<ComponentType<P>>) {
  const [OpenMenu, setOpenMenu] = useState<ComponentType<P> | null>(null)
  const prefetch = () => {
    load().catch(() => {})
  }
  const trigger = {
    'aria-expanded': Boolean(OpenMenu),
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      if (OpenMenu) return
      load().then(
        // A transition: React renders the menu in slices, so the page answers input meanwhile.
        (component) => startTransition(() => setOpenMenu(() => component)),
        // importWithRetry has logged it; the next press tries again.
        () => {},
      )
    },
  }
  return [trigger, OpenMenu, () => setOpenMenu(null)] as const
}
