import { z } from 'zod'
import { codes } from './code-table.ts'
import { PLANS } from './permissions.ts'

/** Account switcher item (spec section 3): tokenId is a session's public id, never its secret. */
export const ZAccountSwitcherItemSchema = z.object({
  userEmail: z.string(),
  tokenId: z.string(),
  businessMode: z.boolean(),
  accountName: z.string(),
  imgUrl: z.string().nullable(),
})
export type TAccountSwitcherItem = z.infer<typeof ZAccountSwitcherItemSchema>

export const ZUserInfoSchema = z.object({
  accountName: z.string(),
  accountEmail: z.string(),
  userImgUrl: z.string().nullable(),
  userDisplayEmail: z.string(),
})
export type TUserInfo = z.infer<typeof ZUserInfoSchema>

export const BookingMode = codes('TRAVELER_ONLY', 'TRAVELER_OR_TRAVEL_MANAGER')
export const ZBookingModeSchema = z.enum(['TRAVELER_ONLY', 'TRAVELER_OR_TRAVEL_MANAGER'])

export const ZBusinessProfileSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  roleName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})

export const ZBusinessStateSchema = z.object({
  businessProfile: ZBusinessProfileSchema.nullable(),
  features: z.array(z.string()),
  permissions: z.array(z.string()),
  businessMode: z.boolean(),
  bookingMode: ZBookingModeSchema,
  companyConfirmationNeeded: z.boolean(),
  businessProfileConfirmationNeeded: z.boolean(),
  currentlyBookingForOther: z.boolean(),
  currentTraveler: z.object({ accountName: z.string(), userImgUrl: z.string().nullable() }).nullable(),
  currentTravelerInfoState: z.enum(['none', 'loading', 'loaded', 'error']),
  travelArranger: z.boolean(),
  companyName: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  bookOnBehalfEnabled: z.boolean(),
  accountOnboardingProgress: z.number().min(0).max(100).nullable(),
  companyOnboardingProgress: z.number().min(0).max(100).nullable(),
  /** Ours: the company's plan, which the admin hub's payment page depends on (decision 039). */
  plan: z.enum(PLANS).optional(),
  /**
   * Ours: whether the company asks a second factor for every business call, and whether this session has
   * proven one, so that an admin page goes to /business/verify before its calls are refused (issue 30).
   */
  requireTwoFactor: z.boolean().optional(),
  secondFactorProven: z.boolean().optional(),
})
export type TBusinessState = z.infer<typeof ZBusinessStateSchema>

/** Support staff acting as this user (decision 021): the chrome shows a banner while it lasts. */
export const ZAuthImpersonationSchema = z.object({
  /** The supporter's name, or e-mail when they have none. */
  supporterName: z.string(),
  /** ISO time when the impersonated session ends at the latest. */
  until: z.string(),
})
export type TAuthImpersonation = z.infer<typeof ZAuthImpersonationSchema>

/** GET /horizon/common/authentication/providers/AuthStateProviderAction (spec section 3, auth state). */
export const ZAuthStateSchema = z.object({
  allowSignIn: z.boolean(),
  loggedInSession: z.boolean(),
  unconfirmedAccount: z.boolean(),
  newUser: z.boolean(),
  guidebookEnabled: z.boolean(),
  accountSwitcherItems: z.array(ZAccountSwitcherItemSchema),
  authStateParams: z.record(z.string(), z.string()),
  accountName: z.string().nullable(),
  userImgUrl: z.string().nullable(),
  surveyGroups: z.array(z.string()),
  permissions: z.array(z.string()),
  features: z.array(z.string()),
  authorizedForApprovalsPage: z.boolean(),
  userInfoState: ZUserInfoSchema.nullable(),
  businessState: ZBusinessStateSchema.nullable(),
  /** Ours, not the spec's: set only while support impersonates the signed-in user. */
  impersonation: ZAuthImpersonationSchema.nullable().optional(),
})
export type TAuthState = z.infer<typeof ZAuthStateSchema>

export const ANONYMOUS_AUTH_STATE: TAuthState = {
  allowSignIn: true,
  loggedInSession: false,
  unconfirmedAccount: false,
  newUser: false,
  guidebookEnabled: false,
  accountSwitcherItems: [],
  authStateParams: {},
  accountName: null,
  userImgUrl: null,
  surveyGroups: [],
  permissions: [],
  features: [],
  authorizedForApprovalsPage: false,
  userInfoState: null,
  businessState: null,
}
