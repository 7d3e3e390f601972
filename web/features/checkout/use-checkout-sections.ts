import { useCallback, useMemo, useState } from 'react'
import { CHECKOUT_SECTIONS, type TCheckoutSection } from '../../../shared/business/checkout-contract.ts'
import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'
import { CHECKOUT_SECTION_VIEWS } from './checkout-sections.ts'

/**
 * A business checkout's sections (decision 053) for the dialog and the booking page alike: which of the
 * quote's sections have a view, the input they build, and whether every one is ready. A section not heard
 * from yet counts as not ready, so that Book never looks usable between a section's first paint and its
 * first report.
 */
export function useCheckoutSections(quote: TCheckoutQuoteResponse | null) {
  const [input, setInput] = useState<TCheckoutInput>({})
  const [reported, setReported] = useState<Partial<Record<TCheckoutSection, boolean>>>({})
  const onInput = useCallback(
    (patch: Partial<TCheckoutInput>) => setInput((now) => ({ ...now, ...patch })),
    [],
  )
  const readiness = useMemo(
    () =>
      Object.fromEntries(
        CHECKOUT_SECTIONS.map((section) => [
          section,
          (ready: boolean) =>
            setReported((now) => (now[section] === ready ? now : { ...now, [section]: ready })),
        ]),
      ) as Record<TCheckoutSection, (ready: boolean) => void>,
    [],
  )
  const shown = quote
    ? CHECKOUT_SECTIONS.filter((key) => CHECKOUT_SECTION_VIEWS[key] && quote.sections[key] !== undefined)
    : []
  const ready = quote !== null && quote.outcome !== 'blocked' && shown.every((key) => reported[key] === true)
  return { input, onInput, readiness, shown, ready }
}
