import type { Locator } from 'playwright-core'

/**
 * Answers what the business checkout asks (decision 053) as a traveller would: a reason when the offer
 * is out of policy, the required trip reporting fields; returns once Book may be pressed. `dialog` is the
 * checkout dialog or the booking page's form. Sections arrive with the quote and some load their own
 * lists, so it looks again until Book is ready.
 */
export async function answerCheckout(
  dialog: Locator,
  answers: { reason?: string; costCentre?: string } = {},
): Promise<void> {
  // "Send for approval" when the booking will wait for an approver (decision 076).
  const book = dialog.getByRole('button', { name: /^(Book|Send for approval)$/ })
  const reason = dialog.getByRole('textbox', { name: 'Why book out of policy?' })
  const costCentre = dialog.getByRole('combobox', { name: 'Cost centre *' })
  await book.waitFor()
  let readyOnce = false
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await reason.count()) > 0 && (await reason.inputValue()) === '')
      await reason.fill(answers.reason ?? 'Client meeting at this hotel')
    if ((await costCentre.count()) > 0 && (await costCentre.inputValue()) === '')
      await costCentre.selectOption(answers.costCentre ?? 'CC-100 Sales')
    // Ready twice in a row: a section reports what it lacks just after it renders.
    if ((await book.getAttribute('aria-disabled')) === null) {
      if (readyOnce) return
      readyOnce = true
    } else readyOnce = false
    await dialog.page().waitForTimeout(200)
  }
  throw new Error(`the checkout never let Book be pressed: ${await dialog.textContent()}`)
}
