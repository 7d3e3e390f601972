import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  SocialConfirmStatus,
  SocialLinkMessage,
  SocialVerifyStatus,
  type TSocialLinkMessage,
} from '../../../shared/social/social-contract.ts'
import type { TSocialAuthResponse } from '../../../shared/social/social-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { presentSocialAuth, presentSocialFailure } from '../../presenters/social-response.presenter.ts'
import type { SocialLoginOutcome } from '../../services/auth/social/social-auth.service.ts'
import type { SocialIdentity } from '../../services/auth/social/social-types.ts'
import { replySignedIn } from '../auth/auth-reply.ts'

/** Social routes answer refusals in the auth response shape with verify status -1 (spec section 8). */
export function sendSocialFailure(reply: FastifyReply, error: HttpError) {
  const { retryAfterSeconds, authField } = error.options
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.ceil(retryAfterSeconds)))
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(presentSocialFailure(error.code, error.message, authField ?? null))
}

/** Runs a social route's work, answering HttpErrors as social failures and logging the refusal. */
export async function socialAttempt<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: string,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    request.log.info(
      { event: 'auth.signin.failed', method: provider, code: error.code },
      'social sign-in refused',
    )
    return sendSocialFailure(reply, error)
  }
}

/** The answer to a signed-in user's link or unlink: a fresh form token, never cached. */
export function replyIdentitiesChanged(
  request: FastifyRequest,
  reply: FastifyReply,
  linkMessage: TSocialLinkMessage | null,
): TSocialAuthResponse {
  reply.header('cache-control', 'no-store')
  return presentSocialAuth(
    { formToken: request.formToken(reply) },
    { confirmStatus: null, verifyStatus: SocialVerifyStatus.SUCCESS, linkMessage },
  )
}

const displayName = (identity: SocialIdentity) => `${identity.firstName} ${identity.lastName}`.trim() || null

/** The answer of a social login: signed in, or the step the visitor must take first. */
export async function replySocialOutcome(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: SocialIdentity,
  outcome: SocialLoginOutcome,
  sticky: boolean,
): Promise<TSocialAuthResponse> {
  reply.header('cache-control', 'no-store')
  const about = { socialEmail: identity.email, socialName: displayName(identity) }
  if (outcome.kind === 'confirmRegister') {
    // Nothing is created and nobody is signed in until the visitor confirms (ASVS 7.6.2).
    return presentSocialAuth(
      {},
      {
        confirmStatus: SocialConfirmStatus.REGISTER,
        verifyStatus: SocialVerifyStatus.TRY_AGAIN,
        linkMessage: null,
        ...about,
      },
    )
  }
  if (outcome.kind === 'linkExisting') {
    return presentSocialAuth(
      {},
      {
        confirmStatus: SocialConfirmStatus.LOGIN,
        verifyStatus: SocialVerifyStatus.LINK,
        linkMessage: SocialLinkMessage.LINK,
        ...about,
      },
    )
  }
  const auth = await replySignedIn(app, request, reply, outcome.user, sticky)
  return presentSocialAuth(auth, {
    confirmStatus: outcome.registered ? SocialConfirmStatus.REGISTER : SocialConfirmStatus.LOGIN,
    verifyStatus: SocialVerifyStatus.SUCCESS,
    linkMessage: SocialLinkMessage.WELCOME,
    ...about,
  })
}
