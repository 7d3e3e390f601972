import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'

/**
 * What a results page says when its search failed: a code the search API answers 400 with (`known`) in
 * the page's words (its key under the section's errors, then "change the search"), anything else as "could not be
 * loaded" with a retry.
 */
export function SearchProblem(props: {
  code: string
  known: ReadonlySet<string>
  /** The page's message section: stayResults, trainResults, carResults. */
  messages: string
  retry(): void
}) {
  const { t } = useTranslation()
  const { code, messages } = props
  if (props.known.has(code)) {
    return (
      <p role="alert" className="fw-results-problem">
        {t(`${messages}.errors.${code}`)} {t(`${messages}.errors.change`)}
      </p>
    )
  }
  return (
    <div role="alert" className="fw-results-problem">
      <p>{t(`${messages}.errors.generic`)}</p>
      <Button variant="secondary" onClick={props.retry}>
        {t(`${messages}.errors.retry`)}
      </Button>
    </div>
  )
}
