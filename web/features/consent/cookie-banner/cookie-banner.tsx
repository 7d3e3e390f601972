import type { TCookieBannerProps } from '../consent-surface-props.ts'

/** Interim: replaced by the banner work of issue 6. */
export function CookieBanner(_props: TCookieBannerProps) {
  return null
}
