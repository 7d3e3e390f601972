import { DAY_MS } from '../../../shared/calendar-days.ts'
import type {
  TSharedTripResponse,
  TShareRequest,
  TTripLinkResponse,
  TTripShare,
  TTripSharesResponse,
} from '../../../shared/trips/trip-edit-schemas.ts'
import { joinFullTripId } from '../../../shared/trips/trip-ids.ts'
import { TRIPS_LIMITS, TRIPS_PAGES, TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import { accountName } from '../../presenters/account-name.ts'
import { presentShare, presentSharedTrip } from '../../presenters/trips.presenter.ts'
import type { Data } from '../../repositories/data.ts'
import type { MailContext } from '../members/members-deps.ts'
import { hashLinkToken, newLinkToken } from './trip-codes.ts'
import { ownedTrip, type TripActor } from './trip-guards.ts'

/** Sharing by e-mail with viewer or editor rights, and read-only links (decision 043). All are the owner's. */
export interface TripSharingService {
  list(actor: TripActor, fullTripId: string): Promise<TTripSharesResponse>
  share(actor: TripActor, fullTripId: string, input: TShareRequest, mail: MailContext): Promise<TTripShare>
  setRole(
    actor: TripActor,
    fullTripId: string,
    shareId: string,
    role: TShareRequest['role'],
  ): Promise<TTripShare>
  unshare(actor: TripActor, fullTripId: string, shareId: string): Promise<void>
  createLink(actor: TripActor, fullTripId: string, origin: string): Promise<TTripLinkResponse>
  revokeLink(actor: TripActor, fullTripId: string): Promise<void>
  /** A link's page data, for anyone holding the link; a revoked or unknown link is 404. */
  sharedTrip(token: string): Promise<TSharedTripResponse>
}

export interface TripSharingDeps {
  data: Data
  mail: Pick<MailDispatcher, 'dispatch'>
  now: () => Date
}

const shareNotFound = () => new HttpError(404, TripsErrorCode.SHARE_NOT_FOUND, 'No such share.')
const linkNotFound = () =>
  new HttpError(404, TripsErrorCode.LINK_NOT_FOUND, 'This link does not work any more; ask for a new one.')
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function createTripSharingService(deps: TripSharingDeps): TripSharingService {
  const { data } = deps

  return {
    async list(actor, fullTripId) {
      const trip = await ownedTrip(data, actor, fullTripId)
      const [shares, link] = await Promise.all([
        data.tripShares.list(trip.id),
        data.tripShares.activeLink(trip.id),
      ])
      return {
        shares: shares.map(presentShare),
        link: { active: link !== null, createdAt: link?.createdAt.toISOString() ?? null },
      }
    },

    async share(actor, fullTripId, input, mail) {
      const email = input.email.trim().toLowerCase()
      // Our mail goes out under the brand with a trip name the sender chose: only from a proved address.
      if (!actor.emailConfirmed)
        throw new HttpError(
          403,
          TripsErrorCode.SHARE_UNCONFIRMED,
          'Confirm your e-mail address before sharing trips.',
        )
      const { trip, share, mailIt } = await data.transaction(async (tx) => {
        const trip = await ownedTrip(tx, actor, fullTripId)
        if (email === actor.email.toLowerCase())
          throw new HttpError(
            400,
            TripsErrorCode.SHARE_SELF,
            'This is your own address; the trip is yours already.',
          )
        const existing = (await tx.tripShares.list(trip.id)).some((s) => s.email === email)
        if (!existing && (await tx.tripShares.count(trip.id)) >= TRIPS_LIMITS.sharesPerTrip)
          throw new HttpError(
            409,
            TripsErrorCode.SHARE_LIMIT,
            'The trip is shared with as many people as it may.',
          )
        const since = new Date(deps.now().getTime() - DAY_MS)
        const mails = await tx.tripShares.mailsSince(actor.userId, email, since)
        if (!existing && mails.all >= TRIPS_LIMITS.shareMailsPerDay)
          throw new HttpError(
            429,
            TripsErrorCode.SHARE_MAIL_LIMIT,
            'You have shared with many people today. Please try again tomorrow.',
          )
        // The share reaches the address's account through its confirmed address (trip-access.ts), so
        // nothing here looks the address up: the answer is the same whether or not an account has it.
        const share = await tx.tripShares.upsert({
          tripId: trip.id,
          email,
          role: input.role,
          userId: null,
          createdByUserId: actor.userId,
        })
        // Sharing again after unsharing mails the address once a day at most.
        const mailIt = share.created && mails.toAddress === 0
        if (mailIt) await tx.tripShares.recordMail(actor.userId, email)
        return { trip, share, mailIt }
      })
      if (mailIt) {
        deps.mail.dispatch({
          to: email,
          language: mail.language,
          brandName: mail.brandName,
          message: {
            kind: 'trip_shared',
            link: `${mail.origin}${TRIPS_PAGES.trip(joinFullTripId(trip.code, trip.ownerCode))}`,
            tripName: trip.name,
            sharer: accountName(actor),
          },
        })
      }
      return presentShare({ ...share, accepted: share.userId !== null })
    },

    async setRole(actor, fullTripId, shareId, role) {
      const trip = await ownedTrip(data, actor, fullTripId)
      const share = await data.tripShares.find(trip.id, shareId)
      if (!share) throw shareNotFound()
      await data.tripShares.setRole(share.id, role)
      const after = (await data.tripShares.list(trip.id)).find((s) => s.id === share.id)
      if (!after) throw shareNotFound()
      return presentShare(after)
    },

    async unshare(actor, fullTripId, shareId) {
      await data.transaction(async (tx) => {
        const trip = await ownedTrip(tx, actor, fullTripId)
        const share = await tx.tripShares.find(trip.id, shareId)
        if (!share) throw shareNotFound()
        await tx.tripShares.remove(share.id)
        if (share.userId) await tx.tripUser.removeNotifications(share.userId, trip.id)
      })
    },

    async createLink(actor, fullTripId, origin) {
      const { token, hash } = newLinkToken()
      const created = await data.transaction(async (tx) => {
        const trip = await ownedTrip(tx, actor, fullTripId)
        return tx.tripShares.replaceLink(trip.id, hash, actor.userId)
      })
      return {
        url: `${origin}${TRIPS_PAGES.shared(token)}`,
        token,
        createdAt: created.createdAt.toISOString(),
      }
    },

    async revokeLink(actor, fullTripId) {
      const trip = await ownedTrip(data, actor, fullTripId)
      await data.tripShares.revokeLinks(trip.id)
    },

    async sharedTrip(token) {
      if (!TOKEN_SHAPE.test(token)) throw linkNotFound()
      const tripId = await data.tripShares.tripOfLink(hashLinkToken(token))
      const trip = tripId ? await data.trips.findForLink(tripId) : null
      if (!trip) throw linkNotFound()
      return presentSharedTrip(trip, await data.tripEvents.listForTrip(trip.id), deps.now())
    },
  }
}
