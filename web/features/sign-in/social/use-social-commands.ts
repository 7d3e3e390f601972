import { useMemo, useRef } from 'react'
import type { TSocialPopupResult } from '../../../../shared/social/social-contract.ts'
import { browserApiClient } from '../../../api/browser-client.ts'
import { browserLocalStorage } from '../../../app/browser-storage.ts'
import { rememberReturningUser } from '../returning-user.ts'
import { SIGN_IN_CONFIG } from '../sign-in-config.ts'
import { signedInTarget } from '../sign-in-outcomes.ts'
import type { ViewProps } from '../views/view-parts.tsx'
import { createSocialApi } from './social-api.ts'
import { createSocialCommands, type SocialCommands } from './social-commands.ts'
import { openSocialPopup } from './social-popup.ts'

export const socialApi = createSocialApi(browserApiClient)

/** The social commands of a dialog view, over the browser's client, popup and page reload. */
export function useSocialCommands({
  state,
  dispatch,
}: Pick<ViewProps, 'state' | 'dispatch'>): SocialCommands {
  const latest = useRef(state)
  latest.current = state
  return useMemo(
    () =>
      createSocialCommands({
        api: socialApi,
        openPopup: (provider) =>
          openSocialPopup(provider).then(
            ({ type: _type, provider: _provider, ...rest }: TSocialPopupResult) => rest,
          ),
        dispatch,
        getState: () => latest.current,
        consentRequired: SIGN_IN_CONFIG.termsConsentRequired,
        onSignedIn(result) {
          rememberReturningUser(browserLocalStorage)
          const target = signedInTarget(result)
          if (target) window.location.assign(target)
          else window.location.reload()
        },
      }),
    [dispatch],
  )
}
