import {
  SOCIAL_MESSAGES,
  SOCIAL_TIMINGS,
  SocialErrorCode,
} from '../../../../shared/social/social-contract.ts'

/** A failure of the Google client with the spec's code (section 8). */
export class GoogleLoginError extends Error {
  override readonly name = 'GoogleLoginError'
  readonly errorCode: string
  constructor(errorCode: string, message: string) {
    super(message)
    this.errorCode = errorCode
  }
}

const SERVER_SIDE_UNSUPPORTED = [
  'register',
  'link',
  'linkSocialToAccount',
  'getAuthResponse',
  'unlink',
  'logout',
] as const
export type TServerSideAction = (typeof SERVER_SIDE_UNSUPPORTED)[number]

export interface GoogleServerSideLogin {
  /** Resolves once usable; rejects SERVICE_DISABLED or MISSING_CLIENT_ID_OR_SCOPE. */
  ready(): Promise<void>
  /** Actions of the client-side library that the popup ("server-side") login cannot do. */
  unsupported(action: TServerSideAction): Promise<never>
}

/**
 * The popup ("server-side") Google login of spec section 8: it is ready after a short delay (250 ms,
 * section 9) when Google is enabled with a client id; register, link, linkSocialToAccount,
 * getAuthResponse, unlink and logout belong to the client-side library and reject.
 */
export function createGoogleServerSideLogin(
  config: { enabled: boolean; clientId: string | null; scope?: string },
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): GoogleServerSideLogin {
  return {
    async ready() {
      await wait(SOCIAL_TIMINGS.googleServerSideDelayMs)
      if (!config.enabled)
        throw new GoogleLoginError(SocialErrorCode.SERVICE_DISABLED, SOCIAL_MESSAGES.googleServiceDisabled)
      if (!config.clientId || config.scope === '')
        throw new GoogleLoginError(
          SocialErrorCode.MISSING_CLIENT_ID_OR_SCOPE,
          'Google sign-in has no client id or scope.',
        )
    },
    async unsupported(action) {
      throw new GoogleLoginError(
        'UNSUPPORTED',
        SOCIAL_MESSAGES.serverSideUnsupported.replace('{action}', action),
      )
    },
  }
}

export { SERVER_SIDE_UNSUPPORTED }
