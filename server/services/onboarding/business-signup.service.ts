import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import { ONBOARDING_PAGES } from '../../../shared/business/onboarding-contract.ts'
import type {
  TBusinessSignupRequest,
  TLeisureSignupRequest,
} from '../../../shared/business/onboarding-schemas.ts'
import { defaultFeatures } from '../../../shared/business/plans.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type { TMailMessage } from '../../mail/mailer.ts'
import type { BusinessSignupRepository } from '../../repositories/business-signup.repository.ts'
import type { Data } from '../../repositories/data.ts'
import type { OnboardingRepository } from '../../repositories/onboarding.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import type { UserRepository, UserRow } from '../../repositories/user.repository.ts'
import { type AuthDeps, LINK_LIFETIME_MS, type MailContext } from '../auth/auth-deps.ts'
import { authError } from '../auth/auth-errors.ts'
import { linkSecretHash, newLinkSecret } from '../auth/email-secrets.ts'
import { passwordProblem } from '../auth/password-auth.service.ts'
import { termsAcceptance } from '../auth/terms-acceptance.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import { hashPassword } from '../password-hasher.ts'
import type { SessionEvictions } from '../session-evictions.ts'

export interface SignupDeps {
  signups: BusinessSignupRepository
  onboarding: OnboardingRepository
  users: UserRepository
  /** The unit of work: a founding, a confirmation and their audit entries commit together. */
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  evictions: Pick<SessionEvictions, 'publish'>
  mail: AuthDeps['mail']
  secret: string
  termsConsentRequired: boolean
  /** Recomputes a member's stored progress after a confirmation changed it. */
  onProgressChanged(userId: string): Promise<void>
  now?: () => Date
}

export type ConfirmResult = { kind: 'signup'; user: UserRow } | { kind: 'company' | 'profile'; user: null }

export interface BusinessSignupService {
  /** A visitor's signup: always the same answer; the founder finishes by opening the mailed link. */
  signup(input: TBusinessSignupRequest, plan: 'biz' | 'bizPlus', ctx: MailContext): Promise<void>
  /** A signed-in personal user founds a company; true when the session now has a business profile. */
  leisureSignup(session: ActiveSession, input: TLeisureSignupRequest, ctx: MailContext): Promise<boolean>
  confirm(token: string): Promise<ConfirmResult>
  trackClick(token: string): Promise<void>
  sendCompanyConfirmation(
    session: ActiveSession,
    userEmail: string,
    variant: 'biz' | 'bizPlus',
    ctx: MailContext,
  ): Promise<void>
  resendProfileConfirmation(session: ActiveSession, ctx: MailContext): Promise<void>
}

const memberOf = (session: ActiveSession) => ({ id: session.userId, email: session.email })

const linkInvalid = () =>
  new HttpError(400, ErrorCode.BUSINESS_LINK_INVALID, 'This link has expired or was already used.')

/** The part after the last @, lower case: what companies.email_domains holds. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}

export function createBusinessSignupService(deps: SignupDeps): BusinessSignupService {
  const sendMail = (_deps: unknown, ctx: MailContext, to: string, message: TMailMessage) =>
    deps.mail.dispatch({ to, language: ctx.language, brandName: ctx.brandName, message })
  const now = deps.now ?? (() => new Date())
  const hash = (secret: string) => linkSecretHash(deps.secret, secret)
  const linkTo = (ctx: MailContext, secret: string) =>
    `${ctx.origin}${ONBOARDING_PAGES.getStarted}#${ONBOARDING_PAGES.confirmFragment}=${secret}`

  async function mailCompanyLink(
    user: { id: string; email: string },
    companyId: string,
    companyName: string,
    kind: 'company' | 'profile',
    ctx: MailContext,
  ) {
    const secret = newLinkSecret()
    const at = now()
    await deps.signups.createConfirmation(
      { kind, userId: user.id, companyId, email: user.email, tokenHash: hash(secret) },
      new Date(at.getTime() + LINK_LIFETIME_MS.confirm),
      at,
    )
    const link = linkTo(ctx, secret)
    sendMail(deps, ctx, user.email, {
      kind: kind === 'company' ? 'business_company_confirm' : 'business_profile_confirm',
      link,
      companyName,
    })
  }

  return {
    async signup(input, plan, ctx) {
      if (deps.termsConsentRequired && !input.consent)
        throw authError(
          AuthErrorCode.TERMS_CONSENT_REQUIRED,
          'consent',
          'Accept the terms of use to continue.',
        )
      const problem = passwordProblem(input.password, input.email)
      if (problem) throw problem
      // Hashed in every case, so that known and new e-mails take the same time (decision 010).
      const passwordHash = await hashPassword(input.password)
      // A company that verified this domain is where its people belong: no second company, and the
      // answer stays the same; only the mailbox learns which company it is.
      const owner = await deps.signups.companyOfDomain(emailDomain(input.email))
      if (owner) {
        sendMail(deps, ctx, input.email, { kind: 'business_join_company', companyName: owner.name })
        return
      }
      const existing = await deps.users.findByEmail(input.email)
      if (existing && !existing.pending_registration) {
        sendMail(deps, ctx, existing.email, { kind: 'business_signup_exists', signInLink: `${ctx.origin}/` })
        return
      }
      const secret = newLinkSecret()
      const at = now()
      await deps.signups.createSignup(
        {
          email: input.email,
          tokenHash: hash(secret),
          plan,
          companyName: input.companyName,
          firstName: input.firstName,
          lastName: input.lastName,
          sizeBand: input.sizeBand,
          country: input.country,
          passwordHash,
          optIn: input.optin,
          ...termsAcceptance(input.consent, at),
          language: ctx.language,
          expiresAt: new Date(at.getTime() + LINK_LIFETIME_MS.confirm),
        },
        at,
      )
      sendMail(deps, ctx, input.email, {
        kind: 'business_signup_confirm',
        link: linkTo(ctx, secret),
      })
    },

    async leisureSignup(session, input, ctx) {
      if (session.business)
        throw new HttpError(409, ErrorCode.ALREADY_BUSINESS_MEMBER, 'You already have a business profile.')
      if (deps.termsConsentRequired && !input.consent)
        throw authError(
          AuthErrorCode.TERMS_CONSENT_REQUIRED,
          'consent',
          'Accept the terms of use to continue.',
        )
      const owner = await deps.signups.companyOfDomain(emailDomain(session.email))
      if (owner) {
        sendMail(deps, ctx, session.email, { kind: 'business_join_company', companyName: owner.name })
        return false
      }
      const at = now()
      const { companyId } = await deps.data.transaction(async (tx) => {
        const founded = await tx.businessSignups.foundCompany(
          // Their mailbox is proven when the account is confirmed; the company still asks its link.
          { userId: session.userId, profileConfirmedAt: session.emailConfirmed ? at : null },
          {
            name: input.companyName,
            plan: input.plan,
            features: defaultFeatures(input.plan),
            sizeBand: input.sizeBand,
            country: input.country,
          },
        )
        await tx.users.setNames(session.userId, input.firstName, input.lastName, at)
        // The form asked for the terms again: the versions accepted now replace the older acceptance.
        if (input.consent) await tx.users.recordAcceptance(session.userId, termsAcceptance(true, at), at)
        await deps.audit.record(
          {
            companyId: founded.companyId,
            userId: session.userId,
            email: session.email,
            impersonatorUserId: null,
          },
          {
            action: 'company.create',
            targetType: 'company',
            targetId: founded.companyId,
            targetLabel: input.companyName,
            details: { plan: input.plan, via: 'leisureSignup' },
          },
          tx,
        )
        return founded
      })
      await deps.evictions.publish({ userId: session.userId })
      await mailCompanyLink(memberOf(session), companyId, input.companyName, 'company', ctx)
      if (!session.emailConfirmed)
        await mailCompanyLink(memberOf(session), companyId, input.companyName, 'profile', ctx)
      return true
    },

    async confirm(token) {
      const at = now()
      const signup = await deps.signups.findLiveSignup(hash(token), at)
      if (signup) {
        // Read before the transaction: PGlite has one connection, which the transaction holds.
        const existing = await deps.users.findByEmail(signup.email)
        if (existing && (await deps.users.hasBusinessProfile(existing.id))) {
          await deps.signups.consumeSignup(signup.id, at)
          throw new HttpError(
            409,
            ErrorCode.ALREADY_BUSINESS_MEMBER,
            'This e-mail already has a business profile.',
          )
        }
        const userId = await deps.data.transaction(async (tx) => {
          if (!(await tx.businessSignups.consumeSignup(signup.id, at))) throw linkInvalid()
          // An account made meanwhile keeps its own password: the link proves the same mailbox.
          const id = existing?.id ?? (await tx.businessSignups.createFounder(signup, at))
          if (!id) throw linkInvalid()
          const founded = await tx.businessSignups.foundCompany(
            { userId: id, profileConfirmedAt: at },
            {
              name: signup.company_name,
              plan: signup.plan,
              features: defaultFeatures(signup.plan),
              sizeBand: signup.size_band,
              country: signup.country,
            },
          )
          // The founder's mailbox answered: that confirms the company as well (decision 038).
          await tx.onboarding.confirmCompany(founded.companyId, at)
          await deps.audit.record(
            { companyId: founded.companyId, userId: id, email: signup.email, impersonatorUserId: null },
            [
              {
                action: 'company.create',
                targetType: 'company',
                targetId: founded.companyId,
                targetLabel: signup.company_name,
                details: { plan: signup.plan, via: 'signup' },
              },
              {
                action: 'company.confirm',
                targetType: 'company',
                targetId: founded.companyId,
                targetLabel: signup.company_name,
              },
            ],
            tx,
          )
          return id
        })
        await deps.users.confirmEmail(userId, at)
        const user = await deps.users.findById(userId)
        if (!user) throw linkInvalid()
        await deps.onProgressChanged(user.id)
        return { kind: 'signup', user }
      }
      const row = await deps.signups.findLiveConfirmation(hash(token), at)
      if (!row) throw linkInvalid()
      const user = await deps.users.findById(row.user_id)
      // The address the link went to must still be the member's.
      if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) throw linkInvalid()
      if (row.kind === 'company') {
        // Only someone who still manages the company's settings confirms it.
        if (!(await deps.onboarding.memberHolds(user.id, row.company_id, ['COMPANY_SETTINGS_MANAGEMENT'])))
          throw linkInvalid()
        await deps.data.transaction(async (tx) => {
          if (!(await tx.businessSignups.consumeConfirmation(row.id, at))) throw linkInvalid()
          if (await tx.onboarding.confirmCompany(row.company_id, at)) {
            await deps.audit.record(
              { companyId: row.company_id, userId: user.id, email: user.email, impersonatorUserId: null },
              { action: 'company.confirm', targetType: 'company', targetId: row.company_id },
              tx,
            )
          }
        })
        await deps.evictions.publish({ companyId: row.company_id })
      } else {
        await deps.data.transaction(async (tx) => {
          if (!(await tx.businessSignups.consumeConfirmation(row.id, at))) throw linkInvalid()
          await tx.onboarding.confirmProfile(user.id, row.company_id, at)
        })
        await deps.evictions.publish({ userId: user.id })
      }
      await deps.onProgressChanged(user.id)
      return { kind: row.kind, user: null }
    },

    async trackClick(token) {
      await deps.signups.trackClick(hash(token), now())
    },

    async sendCompanyConfirmation(session, userEmail, variant, ctx) {
      const business = session.business
      if (!business) throw new HttpError(403, ErrorCode.PERMISSION_DENIED, 'You have no business profile.')
      // The link goes only to someone of this company who manages it (never to any address typed).
      const recipient = await deps.onboarding.companyAdminByEmail(business.companyId, userEmail)
      if (!recipient) throw notFound('An admin of your company with that e-mail')
      // The Business Plus flow's own call: only for a company on a plan above biz.
      if (variant === 'bizPlus' && business.plan === 'biz')
        throw new HttpError(403, ErrorCode.PERMISSION_DENIED, 'Your company is not on Business Plus.')
      if (business.companyConfirmed) return
      await mailCompanyLink(recipient, business.companyId, business.companyName, 'company', ctx)
    },

    async resendProfileConfirmation(session, ctx) {
      const business = session.business
      if (!business || business.profileConfirmed) return
      await mailCompanyLink(memberOf(session), business.companyId, business.companyName, 'profile', ctx)
    },
  }
}
