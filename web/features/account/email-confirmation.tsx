import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ACCOUNT_PAGE } from '../../../shared/account/account-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { errorText } from './account-errors.ts'
import { QUERY_KEYS, useAccountApis } from './account-query.ts'
import { FormMessages } from './fields.tsx'

/** The link's secret from `#token=...`, when the page was opened with ?confirmEmail=1. */
export function confirmationToken(search: string, hash: string): string | null {
  if (new URLSearchParams(search).get(ACCOUNT_PAGE.confirmEmailParam) !== '1') return null
  return new URLSearchParams(hash.replace(/^#/, '')).get(ACCOUNT_PAGE.tokenFragment) || null
}

/** The page's address without the confirmation parameter and the secret. */
export function addressWithoutToken(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete(ACCOUNT_PAGE.confirmEmailParam)
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}`
}

/**
 * Confirms a pending e-mail from the mailed link once the page has loaded signed in, then takes the
 * secret out of the address bar and history so it is not bookmarked, shared or reused.
 */
export function EmailConfirmation() {
  const { t } = useTranslation()
  const { account } = useAccountApis()
  const queryClient = useQueryClient()
  const started = useRef(false)
  const [outcome, setOutcome] = useState<{ success?: string; error?: string } | null>(null)
  useEffect(() => {
    const token = confirmationToken(window.location.search, window.location.hash)
    if (!token || started.current) return
    started.current = true
    window.history.replaceState(
      window.history.state,
      '',
      addressWithoutToken(window.location.pathname, window.location.search),
    )
    account()
      .confirmEmailChange(token)
      .then(async ({ email }) => {
        setOutcome({ success: t('account.email.confirmedNow', { email }) })
        await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile })
      })
      .catch((error: unknown) => setOutcome({ error: errorText(t, error) }))
  }, [account, queryClient, t])
  return <FormMessages success={outcome?.success ?? null} error={outcome?.error ?? null} />
}
