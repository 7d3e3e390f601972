import travelPolicyMessages from 'virtual:fw-messages/section/travelPolicy'
import { policyReasonText, type TReasonLike } from '../../../shared/business/policy-reason-text.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { moneyFormatter } from './money-format.ts'

addEnglishMessages(travelPolicyMessages)

type TStoredReason = { code: string; values?: Readonly<Record<string, unknown>> | undefined }

/** A verdict's reasons in the reader's words, in one line (the approver's views, decision 055). */
export function PolicyReasonLine({
  reasons,
  currency,
}: {
  reasons: readonly TStoredReason[]
  currency: string
}) {
  const { t, locale } = useTranslation()
  const money = moneyFormatter(locale, currency)
  return <>{reasons.map((reason) => policyReasonText(t, readable(reason), money)).join('; ')}</>
}

/** Only the values a reason's text can name (numbers and words); anything else is left out. */
function readable(reason: TStoredReason): TReasonLike {
  const values = Object.entries(reason.values ?? {}).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  )
  return { code: reason.code, values: Object.fromEntries(values) }
}
