import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { createAccountSessionRepository } from './account-session.repository.ts'
import { createAccountUserRepository } from './account-user.repository.ts'
import { createApprovalRequestsRepository } from './approval-requests.repository.ts'
import { createApprovalSettingsRepository } from './approval-settings.repository.ts'
import { createBookOnBehalfRepository } from './book-on-behalf.repository.ts'
import { createBookingRoomsRepository } from './booking-rooms.repository.ts'
import { createBusinessAuditRepository } from './business-audit.repository.ts'
import { createBusinessEventsRepository } from './business-events.repository.ts'
import { createBusinessSignupRepository } from './business-signup.repository.ts'
import { createCompanyDeletionRepository } from './company-deletion.repository.ts'
import { createCompanyDomainRepository } from './company-domain.repository.ts'
import { createCompanyGeneralRepository } from './company-general.repository.ts'
import { createCompanyInterestRepository } from './company-interest.repository.ts'
import { createCompanyLogoRepository } from './company-logo.repository.ts'
import { createCompanyPlaceRepository } from './company-place.repository.ts'
import { createCompanyPlanRepository } from './company-plan.repository.ts'
import { createCompanyProgramRepository } from './company-program.repository.ts'
import { createEmailChangeRepository } from './email-change.repository.ts'
import { createExpenseExportRepository } from './expense-export.repository.ts'
import { createHomepageMessageRepository } from './homepage-message.repository.ts'
import { createInvitationRepository } from './invitation.repository.ts'
import { createMembersRepository } from './members.repository.ts'
import { createOnboardingRepository } from './onboarding.repository.ts'
import { createPaymentCardRepository } from './payment-card.repository.ts'
import { createPeopleGroupsRepository } from './people-groups.repository.ts'
import { createPeopleOfficeRepository } from './people-office.repository.ts'
import { createPeopleRolesRepository } from './people-roles.repository.ts'
import { createPeopleSearchRepository } from './people-search.repository.ts'
import { createPriceAlertRepository } from './price-alert.repository.ts'
import { createReportingRepository } from './reporting.repository.ts'
import { createReportingFieldRepository } from './reporting-field.repository.ts'
import {
  createSessionRepository,
  DEFAULT_IDLE_LIMITS,
  type IdleLimits,
  type SessionEvictionEvent,
  type SessionEvictionSink,
} from './session.repository.ts'
import { createSiteFeedbackRepository } from './site-feedback.repository.ts'
import { createSupportMessageRepository } from './support-message.repository.ts'
import { createTravelPolicyRepository } from './travel-policy.repository.ts'
import { createTravelSettingsRepository } from './travel-settings.repository.ts'
import { createTravelerRepository } from './traveler.repository.ts'
import { createTripBookingsRepository } from './trip-bookings.repository.ts'
import { createTripEventsRepository } from './trip-events.repository.ts'
import { createTripSharesRepository } from './trip-shares.repository.ts'
import { createTripUserRepository } from './trip-user.repository.ts'
import { createTripsRepository } from './trips.repository.ts'
import { createUserRepository } from './user.repository.ts'

export interface DataOptions {
  idle?: IdleLimits
  /** The app's session evictions; without them (an area that never writes sessions) nothing is announced. */
  evictions?: SessionEvictionSink
}

/** Every repository of the unit of work, by the name services reach it as: one per table family. */
const REPOSITORIES = {
  sessions: (db: Kysely<DB>, o: DataOptions) =>
    createSessionRepository(db, o.idle ?? DEFAULT_IDLE_LIMITS, o.evictions),
  users: (db: Kysely<DB>) => createUserRepository(db),
  accountSessions: (db: Kysely<DB>) => createAccountSessionRepository(db),
  accountUsers: (db: Kysely<DB>) => createAccountUserRepository(db),
  emailChanges: (db: Kysely<DB>) => createEmailChangeRepository(db),
  travelers: (db: Kysely<DB>) => createTravelerRepository(db),
  members: (db: Kysely<DB>) => createMembersRepository(db),
  invitations: (db: Kysely<DB>) => createInvitationRepository(db),
  audit: (db: Kysely<DB>) => createBusinessAuditRepository(db),
  companyDeletion: (db: Kysely<DB>) => createCompanyDeletionRepository(db),
  bookOnBehalf: (db: Kysely<DB>) => createBookOnBehalfRepository(db),
  trips: (db: Kysely<DB>) => createTripsRepository(db),
  tripEvents: (db: Kysely<DB>) => createTripEventsRepository(db),
  tripShares: (db: Kysely<DB>) => createTripSharesRepository(db),
  tripUser: (db: Kysely<DB>) => createTripUserRepository(db),
  approvalRequests: (db: Kysely<DB>) => createApprovalRequestsRepository(db),
  approvalSettings: (db: Kysely<DB>) => createApprovalSettingsRepository(db),
  bookingRooms: (db: Kysely<DB>) => createBookingRoomsRepository(db),
  travelPolicies: (db: Kysely<DB>) => createTravelPolicyRepository(db),
  tripBookings: (db: Kysely<DB>) => createTripBookingsRepository(db),
  priceAlerts: (db: Kysely<DB>) => createPriceAlertRepository(db),
  siteFeedback: (db: Kysely<DB>) => createSiteFeedbackRepository(db),
  reporting: (db: Kysely<DB>) => createReportingRepository(db),
  peopleGroups: (db: Kysely<DB>) => createPeopleGroupsRepository(db),
  peopleOffice: (db: Kysely<DB>) => createPeopleOfficeRepository(db),
  peopleRoles: (db: Kysely<DB>) => createPeopleRolesRepository(db),
  peopleSearch: (db: Kysely<DB>) => createPeopleSearchRepository(db),
  expenseExport: (db: Kysely<DB>) => createExpenseExportRepository(db),
  homepageMessages: (db: Kysely<DB>) => createHomepageMessageRepository(db),
  paymentCards: (db: Kysely<DB>) => createPaymentCardRepository(db),
  reportingFields: (db: Kysely<DB>) => createReportingFieldRepository(db),
  travelSettings: (db: Kysely<DB>) => createTravelSettingsRepository(db),
  companyLogo: (db: Kysely<DB>) => createCompanyLogoRepository(db),
  companyInterest: (db: Kysely<DB>) => createCompanyInterestRepository(db),
  supportMessages: (db: Kysely<DB>) => createSupportMessageRepository(db),
  businessEvents: (db: Kysely<DB>) => createBusinessEventsRepository(db),
  onboarding: (db: Kysely<DB>) => createOnboardingRepository(db),
  businessSignups: (db: Kysely<DB>) => createBusinessSignupRepository(db),
  companyGeneral: (db: Kysely<DB>) => createCompanyGeneralRepository(db),
  companyDomains: (db: Kysely<DB>) => createCompanyDomainRepository(db),
  companyPrograms: (db: Kysely<DB>) => createCompanyProgramRepository(db),
  companyPlans: (db: Kysely<DB>) => createCompanyPlanRepository(db),
  companyOffices: (db: Kysely<DB>) => createCompanyPlaceRepository(db, 'company_offices'),
  companyEntities: (db: Kysely<DB>) => createCompanyPlaceRepository(db, 'company_entities'),
}

type Repositories = { readonly [K in keyof typeof REPOSITORIES]: ReturnType<(typeof REPOSITORIES)[K]> }

/**
 * The repositories over one connection (decision 109). `transaction` runs several repository calls in
 * one database transaction, with every repository bound to it; the session evictions its writes announce
 * wait for the commit (and are dropped on rollback), so no other instance re-reads a state not yet there.
 */
export interface Data extends Repositories {
  /** Runs `work` in one transaction; inside one already, it joins it. */
  transaction<T>(work: (tx: Data) => Promise<T>): Promise<T>
}

export function createData(db: Kysely<DB>, options: DataOptions = {}): Data {
  const data = {
    async transaction<T>(work: (tx: Data) => Promise<T>): Promise<T> {
      if (db.isTransaction) return work(data)
      const pending: SessionEvictionEvent[] = []
      const queue: SessionEvictionSink = { publish: async (event) => void pending.push(event) }
      const result = await db
        .transaction()
        .execute((trx) => work(createData(trx, { ...options, evictions: queue })))
      for (const event of pending) await options.evictions?.publish(event)
      return result
    },
  } as Data
  // Built on first use and kept: a transaction's bundle costs only the repositories it touches.
  for (const [name, make] of Object.entries(REPOSITORIES)) {
    Object.defineProperty(data, name, {
      enumerable: true,
      configurable: true,
      get() {
        const repository = make(db, options)
        Object.defineProperty(data, name, { value: repository, enumerable: true })
        return repository
      },
    })
  }
  return data
}
