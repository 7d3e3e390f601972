/**
 * Where the one-tap prompt may show (issue 27 item 8): never over a dialog (the sign-in dialog, a
 * narrow screen's side navigation, the consent dialogs) nor over the cookie banner, whose buttons the
 * prompt would otherwise catch the clicks of.
 */
export const SURFACES_THE_PROMPT_MUST_NOT_COVER =
  '[role="dialog"], [role="alertdialog"], dialog[open], .fw-cookie-banner'

export interface PromptRoom {
  /** True while a dialog or the cookie banner is open. */
  covered(): boolean
  /** Calls `changed` whenever the page's dialogs or banner may have opened or closed; returns a stop. */
  watch(changed: () => void): () => void
}

export function documentRoom(doc: Document = document): PromptRoom {
  return {
    covered: () => doc.querySelector(SURFACES_THE_PROMPT_MUST_NOT_COVER) !== null,
    watch(changed) {
      const observer = new MutationObserver(changed)
      observer.observe(doc.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['open'],
      })
      return () => observer.disconnect()
    },
  }
}

/** Marks that the visitor closed the prompt: it stays closed for the rest of this browser session. */
export const ONE_TAP_DISMISSED_KEY = 'fw_one_tap_dismissed'
