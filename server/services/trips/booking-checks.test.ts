import { describe, expect, it } from 'vitest'
import { CheckoutErrorCode } from '../../../shared/business/checkout-contract.ts'
import { ROLE_TEMPLATES } from '../../../shared/roles.ts'
import { HttpError } from '../../http-error.ts'
import { createData } from '../../repositories/data.ts'
import { createMemberOf } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { offer } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'
import type { BookingCheck } from './booking-checks.ts'
import type { TripActor } from './trip-guards.ts'
import { createTripsServices } from './trips-services.ts'

/** The business checkout's runner (decision 053): order, quote sections, refusals, what a booking records. */
describe.each(testDatabaseKinds())('booking checks (%s)', (kind) => {
  const t = useTestApp(kind)
  const company = useCompany(t)

  const actorFor = async (businessMode: boolean): Promise<TripActor> => {
    const user = await createMemberOf(t, company, 'traveler')
    return {
      userId: user.id,
      email: user.email,
      emailConfirmed: true,
      firstName: 'Tess',
      lastName: 'Tester',
      businessMode,
      actingForUserId: null,
      business: {
        companyId: company.id,
        permissions: ROLE_TEMPLATES.traveler.permissions,
        requireTwoFactor: false,
      },
      secondFactorProven: true,
    }
  }

  /** Checks that say what they saw, registered out of order on purpose. */
  function recordingChecks(
    seen: string[],
    options: { refuse?: boolean; hold?: boolean } = {},
  ): BookingCheck[] {
    return [
      {
        section: 'approval',
        async quote(_db, _draft, outcome) {
          seen.push(`quote:approval:${outcome.policy?.status}`)
          return { needed: outcome.policy?.status === 'out' }
        },
        async apply(_db, _draft, outcome) {
          seen.push(`apply:approval:${outcome.policy?.status}`)
          outcome.hold = options.hold === true
          outcome.extras.approvalStatus = options.hold ? 'pending' : null
          outcome.afterCommit.push(() => void seen.push('afterCommit'))
        },
        async booked(tx, draft) {
          const row = await tx.tripEvents.find(draft.event.id)
          seen.push(`booked:${row?.state}`)
        },
      },
      {
        section: 'policy',
        async quote(_db, draft, outcome) {
          seen.push('quote:policy')
          outcome.policy = {
            status: 'out',
            handling: 'allowWithReason',
            reasons: [{ code: 'OVER_BUDGET' }],
            budgetMinor: 1,
          }
          return { price: draft.priceMinor }
        },
        async apply(_db, draft, outcome) {
          seen.push('apply:policy')
          if (options.refuse) throw new HttpError(403, CheckoutErrorCode.OUT_OF_POLICY_BLOCKED, 'Blocked.')
          outcome.policy = {
            status: 'out',
            handling: 'allowWithReason',
            reasons: [{ code: 'OVER_BUDGET' }],
            budgetMinor: 1,
          }
          outcome.extras.policyStatus = 'out'
          outcome.extras.policyReasons = [{ code: 'OVER_BUDGET', values: { budget: 1 } }]
          outcome.extras.outOfPolicyReason = draft.checkout.outOfPolicyReason ?? null
        },
      },
    ]
  }

  const servicesWith = (checks: BookingCheck[]) =>
    createTripsServices(createData(t.database.db), {
      mail: { dispatch: () => undefined },
      bookingChecks: checks,
    })

  it('runs the checks in the contract order and answers each one’s quote section', async () => {
    const seen: string[] = []
    const trips = servicesWith(recordingChecks(seen))
    const actor = await actorFor(true)
    const saved = await trips.events.save(actor, { offer: offer({ priceMinor: 5000, currency: 'USD' }) })
    const quote = await trips.booking.quote(actor, saved.event.id)
    expect(seen).toEqual(['quote:policy', 'quote:approval:out'])
    expect(quote.sections).toEqual({ policy: { price: 5000 }, approval: { needed: true } })
    expect(quote.traveler).toEqual({ userId: actor.userId, name: expect.any(String) })
  })

  it('records what the checks decided on the booking and runs after-commit work once', async () => {
    const seen: string[] = []
    const trips = servicesWith(recordingChecks(seen))
    const actor = await actorFor(true)
    const saved = await trips.events.save(actor, { offer: offer() })
    const answer = await trips.booking.book(actor, saved.event.id, {
      checkout: { outOfPolicyReason: 'Client meeting moved' },
    })
    expect(seen).toEqual(['apply:policy', 'apply:approval:out', 'booked:booked', 'afterCommit'])
    expect(answer.event.state).toBe('booked')
    expect(answer.event.business).toEqual({
      policyStatus: 'out',
      policyReasons: [{ code: 'OVER_BUDGET', values: { budget: 1 } }],
      outOfPolicyReason: 'Client meeting moved',
      approvalStatus: null,
    })
  })

  it('holds a booking in the cart while a pre-booking approval is pending, and refuses to book it again', async () => {
    const trips = servicesWith(recordingChecks([], { hold: true }))
    const actor = await actorFor(true)
    const saved = await trips.events.save(actor, { offer: offer() })
    const answer = await trips.booking.book(actor, saved.event.id, {})
    expect(answer.event.state).toBe('inCart')
    expect(answer.event.bookedAt).toBeNull()
    expect(answer.event.business?.approvalStatus).toBe('pending')
    await expect(trips.booking.book(actor, saved.event.id, {})).rejects.toMatchObject({ statusCode: 409 })
  })

  it('writes nothing and runs no after-commit work when a check refuses', async () => {
    const seen: string[] = []
    const trips = servicesWith(recordingChecks(seen, { refuse: true }))
    const actor = await actorFor(true)
    const saved = await trips.events.save(actor, { offer: offer() })
    await expect(trips.booking.book(actor, saved.event.id, {})).rejects.toMatchObject({
      code: CheckoutErrorCode.OUT_OF_POLICY_BLOCKED,
    })
    expect(seen).toEqual(['apply:policy'])
    const row = await t.database.db
      .selectFrom('trip_events')
      .select(['state', 'policy_status', 'booked_at'])
      .where('id', '=', saved.event.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ state: 'saved', policy_status: null, booked_at: null })
  })

  it('runs no check on a personal booking', async () => {
    const seen: string[] = []
    const trips = servicesWith(recordingChecks(seen))
    const actor = await actorFor(false)
    const saved = await trips.events.save(actor, { offer: offer() })
    expect((await trips.booking.quote(actor, saved.event.id)).sections).toEqual({})
    const answer = await trips.booking.book(actor, saved.event.id, {})
    expect(seen).toEqual([])
    expect(answer.event.business).toBeNull()
  })
})
