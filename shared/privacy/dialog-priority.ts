import type { TPrivacyState } from './privacy-state.ts'

/** The consent surfaces a page can show; the dialogs the visitor opens come on top of them. */
export type TConsentSurface =
  | 'twoParty'
  | 'dataTransfer'
  | 'cookieBanner'
  | 'iabDialog'
  | 'cookiesNotice'
  | 'dataSharing'

/**
 * Spec section 4: two-party consent, then the data-transfer disclaimer, then cookie consent (the banner or
 * the IAB dialog) or the message (the cookies-notice bar). What the visitor opened goes on top; only the
 * last of the returned stack is active.
 */
export function consentStack(
  state: Pick<
    TPrivacyState,
    'model' | 'recorded' | 'bannerSuppressed' | 'noticeVisible' | 'twoPartyPending' | 'dataTransferPending'
  >,
  opened: readonly TConsentSurface[] = [],
): TConsentSurface[] {
  const due: TConsentSurface[] = []
  if (!state.recorded && !state.bannerSuppressed) {
    if (state.model === 'iab') due.push('iabDialog')
    if (state.model === 'categories') due.push('cookieBanner')
  }
  if (state.model === 'notice' && state.noticeVisible && !state.bannerSuppressed) due.push('cookiesNotice')
  if (state.dataTransferPending) due.push('dataTransfer')
  if (state.twoPartyPending) due.push('twoParty')
  // Lowest priority first, so the stack's top is the last; an opened surface leaves its place below.
  const stack = due.filter((s) => !opened.includes(s))
  return [
    ...stack.filter((s) => s === 'cookiesNotice' || s === 'cookieBanner' || s === 'iabDialog'),
    ...stack.filter((s) => s === 'dataTransfer'),
    ...stack.filter((s) => s === 'twoParty'),
    ...opened,
  ]
}
