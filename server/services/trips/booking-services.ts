import type { Logger } from 'pino'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { CarOfferSource } from '../catalogue/cars/car-source.ts'
import type { FlightOfferSource } from '../catalogue/flights/offer-source.ts'
import { offerCatalogue } from '../catalogue/offer-catalogue.ts'
import type { StayOfferSource } from '../catalogue/stays/stay-source.ts'
import type { TrainOfferSource } from '../catalogue/trains/train-generator.ts'
import { createCheckoutChecks } from '../checkout/checkout-checks.ts'
import { expenseExportOnConfirmed } from '../expense-export/expense-export-check.ts'
import { createExpenseSender } from '../expense-export/expense-sender.ts'
import { type BookingLifecycle, createBookingLifecycle } from './booking-lifecycle.ts'
import type { DemoCatalogue } from './demo-catalogue.service.ts'
import { createTripsServices, type TripsServices } from './trips-services.ts'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Trips with the business checkout's checks, and the booking lifecycle that checkout and the approval
 * decisions share: both announce confirmed bookings to the same listeners, built here once (decision 080).
 */
export function createBookingServices(
  db: Database['db'],
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
  },
): { trips: TripsServices; lifecycle: BookingLifecycle } {
  const { config, mail, audit, logger, catalogue, flightSource, staySource, trainSource, carSource } = deps
  const lifecycle = createBookingLifecycle([
    expenseExportOnConfirmed(createExpenseSender({ db, config: config.expenseExport, logger })),
  ])
  const trips = createTripsServices(db, {
    mail,
    catalogue: config.demoCatalogue
      ? offerCatalogue(
          { flights: flightSource, stays: staySource, trains: trainSource, cars: carSource },
          catalogue,
          today,
        )
      : null,
    bookingChecks: createCheckoutChecks({
      db,
      config,
      mail,
      audit,
      logger,
      now: () => new Date(),
      flights: config.demoCatalogue ? flightSource : null,
      lifecycle,
    }),
  })
  return { trips, lifecycle }
}
