import type { Logger } from 'pino'
import { isoDay } from '../../../shared/calendar-days.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import type { AppConfig } from '../../config.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { Data } from '../../repositories/data.ts'
import { createBookingFlow } from '../booking/booking-flow.ts'
import { bookingMailOnConfirmed } from '../booking/booking-mail.ts'
import { bookingOffers } from '../booking/booking-offers.ts'
import { createEmbeddedSupplier } from '../booking/booking-supplier.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { CarOfferSource } from '../catalogue/cars/car-source.ts'
import type { FlightOfferSource } from '../catalogue/flights/offer-source.ts'
import { offerCatalogue } from '../catalogue/offer-catalogue.ts'
import { placeIndex } from '../catalogue/places/places.service.ts'
import type { StayOfferSource } from '../catalogue/stays/stay-source.ts'
import type { TrainOfferSource } from '../catalogue/trains/train-generator.ts'
import { createCheckoutChecks } from '../checkout/checkout-checks.ts'
import { expenseExportOnConfirmed } from '../expense-export/expense-export-check.ts'
import { createExpenseSender } from '../expense-export/expense-sender.ts'
import type { PaymentProvider } from '../payment/payment-provider.ts'
import { createTestCardProvider } from '../payment/test-card-provider.ts'
import { type BookingLifecycle, createBookingLifecycle } from './booking-lifecycle.ts'
import type { DemoCatalogue } from './demo-catalogue.service.ts'
import { createTripsServices, type TripsServices } from './trips-services.ts'

const today = () => isoDay(new Date())

/**
 * Trips with the business checkout's checks, and the booking lifecycle that checkout and the approval
 * decisions share: both announce confirmed bookings to the same listeners, built here once (decision 080).
 */
export function createBookingServices(
  data: Data,
  deps: {
    config: AppConfig
    mail: MailDispatcher
    audit: BusinessAuditService
    logger: Logger
    catalogue: DemoCatalogue
    flightSource: FlightOfferSource
    staySource: StayOfferSource
    trainSource: TrainOfferSource
    carSource: CarOfferSource
    /** The card payments' port (decision 084); the embedded test-card provider by default. */
    payments?: PaymentProvider
  },
): { trips: TripsServices; lifecycle: BookingLifecycle } {
  const { config, mail, audit, logger, catalogue, flightSource, staySource, trainSource, carSource } = deps
  const lifecycle = createBookingLifecycle([
    expenseExportOnConfirmed(createExpenseSender({ data, config: config.expenseExport, logger })),
    bookingMailOnConfirmed(mail),
  ])
  const sources = { flights: flightSource, stays: staySource, trains: trainSource, cars: carSource }
  const trips = createTripsServices(data, {
    mail,
    catalogue: config.demoCatalogue ? offerCatalogue(sources, catalogue, placeIndex, today) : null,
    // The booking flow reads the same sources; without the catalogue an offer is the page's copy, unpaid.
    bookingFlow: config.demoCatalogue
      ? {
          flow: createBookingFlow({
            offers: bookingOffers(sources, placeIndex, today),
            payments: deps.payments ?? createTestCardProvider(),
            supplier: createEmbeddedSupplier(),
            rates: EXCHANGE_RATES,
            logger,
          }),
          lifecycle,
          mail,
          defaults: { brandName: 'Fernway', origin: config.publicOrigin },
        }
      : null,
    bookingChecks: createCheckoutChecks({
      data,
      config,
      mail,
      audit,
      logger,
      now: () => new Date(),
      sources: config.demoCatalogue ? sources : null,
      lifecycle,
    }),
  })
  return { trips, lifecycle }
}
