/**
 * The pickers' options (spec section 4). Our country links lead to the home page of the chosen site
 * (decision 003), so the relative redirect path is off; the save popup is on.
 */
export const PICKER_CONFIG = {
  appendRelativeRedirectPath: false,
  currencySaveDialog: true,
} as const
