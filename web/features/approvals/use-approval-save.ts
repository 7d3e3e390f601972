import { useState } from 'react'
import type { TApproversResponse } from '../../../shared/business/approvals-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { approvalError } from './approval-texts.ts'

/** What the approvers page gives each section that edits it: its data, and where a saved answer goes. */
export interface ApproversSectionProps {
  data: TApproversResponse
  onSaved(d: TApproversResponse): void
}

/**
 * A section's save: `run` sends a call and hands the server's answer to `use`; `message` then says it
 * was saved, or in our words why not.
 */
export function useApprovalSave<T>(use: (answer: T) => void) {
  const { t } = useTranslation()
  const [message, setMessage] = useState('')
  async function run(call: () => Promise<T>) {
    try {
      use(await call())
      setMessage(t('approvals.saved'))
    } catch (error) {
      setMessage(approvalError(t, error))
    }
  }
  return { message, run }
}
