import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import {
  MAX_PASSKEYS_PER_USER,
  PASSKEY_ALGORITHMS,
  PASSKEY_CHALLENGE_TTL_MS,
  PasskeyErrorCode,
} from '../../../shared/passkey/passkey-contract.ts'
import type {
  TPasskeyLoginRequest,
  TPasskeyParamsResponse,
  TPasskeyRegisterRequest,
} from '../../../shared/passkey/passkey-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { accountName } from '../../presenters/account-name.ts'
import type { AccountSessionRepository } from '../../repositories/account-session.repository.ts'
import type {
  PasskeyChallengeRepository,
  TPasskeyPurpose,
} from '../../repositories/passkey-challenge.repository.ts'
import type {
  PasskeyCredentialRepository,
  PasskeyCredentialRow,
} from '../../repositories/passkey-credential.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import type { UserRepository, UserRow } from '../../repositories/user.repository.ts'
import { refuseImpersonation, requireRecentAuth } from '../account/account-guards.ts'
import { accountDisabled, accountLocked } from '../auth/auth-errors.ts'
import { hashSecret } from '../session.service.ts'
import {
  challengeInvalid,
  externalAuthRequired,
  noSuchUser,
  passkeysNotSetUp,
  registrationRefused,
} from './passkey-errors.ts'
import {
  challengeHash,
  challengeIn,
  decoyCredentialIds,
  decoyPublicKey,
  newChallenge,
} from './passkey-secrets.ts'

/** The site the ceremony is for: WebAuthn's RP ID and the origins its pages are served from. */
export interface RelyingParty {
  id: string
  name: string
  origins: string[]
}

export interface PasskeyDeps {
  credentials: PasskeyCredentialRepository
  challenges: PasskeyChallengeRepository
  users: Pick<UserRepository, 'findByEmail' | 'findById'>
  sessions: Pick<AccountSessionRepository, 'authenticatedAt'>
  /** Key for the decoy credential ids (decision 017). */
  secret: string
  enabled: boolean
  /**
   * Whether this e-mail must sign in through its company's single sign-on. It must be decided from the
   * e-mail alone (its domain), never from whether an account exists. Company SSO wires it.
   */
  externalAuthRequired(email: string): Promise<boolean>
  now?: () => Date
}

/** Passkey sign-in and registration ceremonies (spec sections 3, 5, 7, 8). */
export interface PasskeyService {
  /** Discoverable sign-in (conditional mediation or the passkey button): no credential listed. */
  autofillParams(groupSecret: string, rp: RelyingParty): Promise<TPasskeyParamsResponse>
  /** Sign-in for one e-mail: the same shape whether or not the e-mail has an account or passkeys. */
  loginParams(
    groupSecret: string,
    rp: RelyingParty,
    email: string,
    checkPasswordAuth: boolean,
  ): Promise<TPasskeyParamsResponse>
  newCredentialParams(
    session: ActiveSession,
    groupSecret: string,
    rp: RelyingParty,
    email: string,
  ): Promise<TPasskeyParamsResponse>
  register(
    session: ActiveSession,
    groupSecret: string,
    rp: RelyingParty,
    body: TPasskeyRegisterRequest,
    deviceName: string,
  ): Promise<PasskeyCredentialRow>
  /** The account this assertion proves; NO_SUCH_USER for anything about the credential that is wrong. */
  login(groupSecret: string, rp: RelyingParty, body: TPasskeyLoginRequest): Promise<UserRow>
}

const descriptor = (id: string) => ({ type: 'public-key' as const, id })

export function createPasskeyService(deps: PasskeyDeps): PasskeyService {
  const now = deps.now ?? (() => new Date())

  function assertEnabled() {
    if (!deps.enabled) throw passkeysNotSetUp()
  }

  async function issue(
    groupSecret: string,
    purpose: TPasskeyPurpose,
    userId: string | null,
  ): Promise<string> {
    const challenge = newChallenge()
    const at = now()
    await deps.challenges.issue(
      {
        challengeHash: challengeHash(challenge),
        groupHash: hashSecret(groupSecret),
        purpose,
        userId,
        expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_TTL_MS),
      },
      at,
    )
    return challenge
  }

  /** The challenge the answer signed, spent now whatever happens next: no answer is checked twice. */
  async function spend(groupSecret: string, clientDataJSON: string, purpose: TPasskeyPurpose) {
    const challenge = challengeIn(clientDataJSON)
    if (!challenge) throw challengeInvalid()
    const used = await deps.challenges.consume(
      challengeHash(challenge),
      hashSecret(groupSecret),
      purpose,
      now(),
    )
    if (!used) throw challengeInvalid()
    return { challenge, userId: used.userId }
  }

  function loginParams(rp: RelyingParty, challenge: string, ids: string[]): TPasskeyParamsResponse {
    return {
      rp: { id: rp.id, name: rp.name },
      challenge,
      allowCredentials: ids.map(descriptor),
      user: null,
      pubKeyCredParams: [],
      excludeCredentials: [],
    }
  }

  async function credentialOwner(body: TPasskeyLoginRequest): Promise<PasskeyCredentialRow | null> {
    const credential = await deps.credentials.findByCredentialId(body.credentialId)
    if (!credential || !body.userHandle) return credential
    // A discoverable answer names its account too: it must be the credential's own.
    const owner = await deps.credentials.userForHandle(body.userHandle)
    return owner === credential.userId ? credential : null
  }

  return {
    async autofillParams(groupSecret, rp) {
      assertEnabled()
      return loginParams(rp, await issue(groupSecret, 'login', null), [])
    },

    async loginParams(groupSecret, rp, email, checkPasswordAuth) {
      assertEnabled()
      if (checkPasswordAuth && (await deps.externalAuthRequired(email))) throw externalAuthRequired()
      const user = await deps.users.findByEmail(email)
      const real = user && !user.disabled_at ? await deps.credentials.listForUser(user.id) : []
      const ids = real.length > 0 ? real.map((c) => c.credentialId) : decoyCredentialIds(deps.secret, email)
      return loginParams(rp, await issue(groupSecret, 'login', null), ids)
    },

    async newCredentialParams(session, groupSecret, rp, email) {
      assertEnabled()
      refuseImpersonation(session)
      await requireRecentAuth(deps.sessions, session, now())
      if (email.trim().toLowerCase() !== session.email.toLowerCase()) {
        throw new HttpError(403, 'PERMISSION_DENIED', 'Passkeys can only be added to your own account.')
      }
      if (await deps.externalAuthRequired(session.email)) throw externalAuthRequired()
      const existing = await deps.credentials.listForUser(session.userId)
      return {
        rp: { id: rp.id, name: rp.name },
        challenge: await issue(groupSecret, 'register', session.userId),
        allowCredentials: [],
        user: {
          id: await deps.credentials.userHandle(session.userId),
          name: session.email,
          displayName: accountName(session),
        },
        pubKeyCredParams: PASSKEY_ALGORITHMS.map((alg) => ({ type: 'public-key' as const, alg })),
        excludeCredentials: existing.map((c) => descriptor(c.credentialId)),
      }
    },

    async register(session, groupSecret, rp, body, deviceName) {
      assertEnabled()
      refuseImpersonation(session)
      await requireRecentAuth(deps.sessions, session, now())
      if (body.username.trim().toLowerCase() !== session.email.toLowerCase()) {
        throw new HttpError(403, 'PERMISSION_DENIED', 'Passkeys can only be added to your own account.')
      }
      const { challenge, userId } = await spend(groupSecret, body.clientDataJSON, 'register')
      if (userId !== session.userId) throw challengeInvalid()
      const response: RegistrationResponseJSON = {
        id: body.credentialId,
        rawId: body.credentialId,
        type: 'public-key',
        response: { attestationObject: body.attestationObject, clientDataJSON: body.clientDataJSON },
        clientExtensionResults: {},
      }
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: true,
          supportedAlgorithmIDs: [...PASSKEY_ALGORITHMS],
        })
      } catch {
        throw registrationRefused()
      }
      const info = verified.registrationInfo
      if (!verified.verified || !info || info.credential.id !== body.credentialId) throw registrationRefused()
      const existing = await deps.credentials.listForUser(session.userId)
      if (existing.length >= MAX_PASSKEYS_PER_USER) {
        throw new HttpError(409, PasskeyErrorCode.TOO_MANY_PASSKEYS, 'You have as many passkeys as allowed.')
      }
      const created = await deps.credentials.insert(
        {
          userId: session.userId,
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          aaguid: info.aaguid,
          name: deviceName,
        },
        now(),
      )
      if (!created) {
        throw new HttpError(409, PasskeyErrorCode.CREDENTIAL_EXISTS, 'This passkey is registered already.')
      }
      return created
    },

    async login(groupSecret, rp, body) {
      assertEnabled()
      const { challenge } = await spend(groupSecret, body.clientDataJSON, 'login')
      const credential = await credentialOwner(body)
      const response: AuthenticationResponseJSON = {
        id: body.credentialId,
        rawId: body.credentialId,
        type: 'public-key',
        response: {
          authenticatorData: body.authenticatorData,
          clientDataJSON: body.clientDataJSON,
          signature: body.signature,
          ...(body.userHandle ? { userHandle: body.userHandle } : {}),
        },
        clientExtensionResults: {},
      }
      let newCounter: number
      let backedUp: boolean
      try {
        // An unknown credential is checked against a decoy key: same work, same refusal.
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: credential
            ? { id: credential.credentialId, publicKey: credential.publicKey, counter: credential.counter }
            : { id: body.credentialId, publicKey: decoyPublicKey(), counter: 0 },
          requireUserVerification: true,
        })
        if (!result.verified) throw noSuchUser()
        newCounter = result.authenticationInfo.newCounter
        backedUp = result.authenticationInfo.credentialBackedUp
      } catch {
        throw noSuchUser()
      }
      if (!credential) throw noSuchUser()
      if (!(await deps.credentials.recordUse(credential.id, newCounter, backedUp, now()))) throw noSuchUser()
      const user = await deps.users.findById(credential.userId)
      if (!user) throw noSuchUser()
      // Only the passkey's holder gets this far, so the account's standing may be told.
      if (user.disabled_at) throw accountDisabled()
      if (user.locked_at) throw accountLocked()
      if (await deps.externalAuthRequired(user.email)) throw externalAuthRequired()
      return user
    },
  }
}
