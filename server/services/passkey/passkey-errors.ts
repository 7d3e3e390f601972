import { PasskeyErrorCode } from '../../../shared/passkey/passkey-contract.ts'
import { HttpError } from '../../http-error.ts'

export const passkeysNotSetUp = () =>
  new HttpError(404, PasskeyErrorCode.PASSKEYS_NOT_SETUP, 'Passkeys are not available here.')

export const externalAuthRequired = () =>
  new HttpError(
    403,
    PasskeyErrorCode.EXTERNAL_AUTH_REQUIRED,
    'Your company asks you to sign in through its own sign-in page.',
  )

/**
 * One answer for every refusal that depends on the credential (unknown, another account's user handle,
 * bad signature, wrong origin or RP ID, counter gone back, no user verification): none of them may tell
 * a stranger whether a credential id, and so an account, exists (decision 017).
 */
export const noSuchUser = () =>
  new HttpError(401, PasskeyErrorCode.NO_SUCH_USER, 'This passkey is not recognised here.', {
    authField: null,
  })

export const challengeInvalid = () =>
  new HttpError(
    400,
    PasskeyErrorCode.CHALLENGE_INVALID,
    'This passkey request has expired or was already answered; try again.',
  )

export const registrationRefused = () =>
  new HttpError(400, PasskeyErrorCode.REGISTRATION_REFUSED, 'The new passkey could not be verified.')
