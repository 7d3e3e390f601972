import { PAYMENT_API, PAYMENT_ROUTES } from '../../../shared/business/payment-contract.ts'
import { TRAVEL_SETTINGS_API } from '../../../shared/business/travel-settings-contract.ts'
import { type MatrixSample, noInput, onNewRow } from '../business-matrix/matrix-sample.ts'
import { json } from '../company/company-test-kit.ts'
import { cardReference, sampleCompanyCard, sampleGroup, samplePersonalCard } from './payment-samples.ts'

/** Payment options, account permissions and multi-room bookings (decision 057). */
export const PAYMENT_MATRIX: MatrixSample[] = [
  noInput('GET', PAYMENT_API.options),
  {
    method: 'POST',
    url: PAYMENT_API.companyCards,
    ok: 201,
    build: async (ctx) =>
      json('POST', PAYMENT_API.companyCards, { groupId: await sampleGroup(ctx), card: cardReference() }),
  },
  onNewRow('DELETE', PAYMENT_ROUTES.companyCard, PAYMENT_API.companyCard, sampleCompanyCard),
  {
    method: 'PUT',
    url: PAYMENT_API.invoice,
    build: () => json('PUT', PAYMENT_API.invoice, { enabled: true }),
  },
  noInput('GET', PAYMENT_API.myCards),
  {
    method: 'POST',
    url: PAYMENT_API.myCards,
    ok: 201,
    build: () => json('POST', PAYMENT_API.myCards, cardReference()),
  },
  {
    // Another member's card answers as none: each caller may remove only their own.
    method: 'DELETE',
    url: PAYMENT_ROUTES.myCard,
    ok: 404,
    build: async (ctx) => json('DELETE', PAYMENT_API.myCard(await samplePersonalCard(ctx))),
  },
  noInput('GET', TRAVEL_SETTINGS_API.accountPermissions),
  {
    method: 'PUT',
    url: TRAVEL_SETTINGS_API.accountPermissions,
    build: () =>
      json('PUT', TRAVEL_SETTINGS_API.accountPermissions, {
        allowPersonalCards: true,
        allowProfileEdit: true,
        allowCustomApprover: false,
        allowGuestBooking: false,
      }),
  },
  noInput('GET', TRAVEL_SETTINGS_API.multiRoom),
  noInput('PUT', TRAVEL_SETTINGS_API.multiRoomEnable),
  noInput('PUT', TRAVEL_SETTINGS_API.multiRoomDisable),
]
