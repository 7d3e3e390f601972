/** The sign-in link's query parameter (`/?signin=forgot`, as mailed links open it): the dialog opens as the page loads. */
export const SIGN_IN_PARAM = 'signin'

/**
 * The sign-in dialog's module (a key of Vite's client manifest). A page that opens the dialog as it
 * loads names the dialog's chunks in its HTML (decision 067), so that the browser fetches them with the
 * page and Vite's preload helper has no links to add at run time.
 */
export const SIGN_IN_DIALOG_MODULE = 'web/features/sign-in/sign-in-dialog.tsx'
