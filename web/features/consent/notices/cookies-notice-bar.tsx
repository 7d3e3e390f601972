import type { TSurfaceProps } from '../consent-surface-props.ts'

/** Interim: replaced by the banner work of issue 6. */
export function CookiesNoticeBar(_props: TSurfaceProps) {
  return null
}
