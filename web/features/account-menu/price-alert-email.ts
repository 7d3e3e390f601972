import type { PriceAlertsApi } from '../../api/price-alerts.ts'

/**
 * The account menu's "price alerts by e-mail" checkbox (decision 050): its value is the account's, read
 * when the menu opens and saved on change; a failed save puts the box back.
 */
export function priceAlertEmailToggle(api: Pick<PriceAlertsApi, 'list' | 'setEmailEnabled'>) {
  return {
    /** null when it cannot be read: the box then shows unchecked and a change still saves. */
    read: () =>
      api.list().then(
        (list) => list.emailEnabled,
        () => null,
      ),
    /** Shows `on` at once; resolves what the account holds afterwards. */
    async change(on: boolean, show: (value: boolean) => void): Promise<boolean> {
      show(on)
      try {
        const saved = (await api.setEmailEnabled(on)).emailEnabled
        show(saved)
        return saved
      } catch {
        show(!on)
        return !on
      }
    },
  }
}
