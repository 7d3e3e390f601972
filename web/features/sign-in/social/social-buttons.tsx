import { Button } from 'react-aria-components'
import type { TSocialProvider } from '../../../../shared/social/social-contract.ts'
import { useGlobalState } from '../../../app/global-state.tsx'
import type { TFunction } from '../../../i18n/create-i18n.ts'
import type { SocialCommands } from './social-commands.ts'

/** The providers this page may offer for sign-in (configured, auth service on, signed out). */
export function useSignInProviders(): TSocialProvider[] {
  return useGlobalState().social?.signIn ?? []
}

/** One button per offered provider; each opens that provider's popup. */
export function SocialButtons({
  providers,
  social,
  pending,
  t,
}: {
  providers: TSocialProvider[]
  social: SocialCommands
  pending: boolean
  t: TFunction
}) {
  return (
    <>
      {providers.map((provider) => (
        <Button
          key={provider}
          className={`fw-button fw-button--secondary fw-social-button fw-social-button--${provider}`}
          aria-disabled={pending || undefined}
          onPress={() => void social.signInWith(provider)}
        >
          {t(`signIn.oauth.${provider}`)}
        </Button>
      ))}
    </>
  )
}
