/** Which personal-side items the account menu shows (spec: each only if enabled by configuration). */
export interface TAccountMenuConfig {
  trips: boolean
  businessRegistration: boolean
  help: boolean
  account: boolean
  guidebooks: boolean
  priceAlerts: boolean
}

export const ACCOUNT_MENU_CONFIG: TAccountMenuConfig = {
  trips: true,
  businessRegistration: true,
  help: true,
  account: true,
  guidebooks: true,
  priceAlerts: true,
}
