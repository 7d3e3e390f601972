import type { FastifyInstance } from 'fastify'
import { carSearchRoutes } from '../catalogue/car-search.route.ts'
import { flightSearchRoutes } from '../catalogue/flight-search.route.ts'
import { landingRoutes } from '../catalogue/landing.route.ts'
import { placesRoutes } from '../catalogue/places.route.ts'
import { staySearchRoutes } from '../catalogue/stay-search.route.ts'
import { trainSearchRoutes } from '../catalogue/train-search.route.ts'
import { noStore } from '../reply-helpers.ts'
import { catalogueRoutes } from './catalogue.route.ts'
import { tripCrudRoutes } from './trip-crud.route.ts'
import { tripEventRoutes } from './trip-events.route.ts'
import { tripImageRoutes } from './trip-images.route.ts'
import { tripSettingsRoutes } from './trip-settings.route.ts'
import { tripSharingRoutes } from './trip-sharing.route.ts'
import { tripsStoreRoutes } from './trips-store.route.ts'

/** Trips (spec section 7, decision 043). Everything but the public images is one person's: never cached. */
export async function tripsRoutes(app: FastifyInstance) {
  await app.register(tripImageRoutes)
  await app.register(catalogueRoutes)
  await app.register(placesRoutes)
  await app.register(landingRoutes)
  await app.register(flightSearchRoutes)
  await app.register(staySearchRoutes)
  await app.register(trainSearchRoutes)
  await app.register(carSearchRoutes)
  await app.register(async (personal) => {
    noStore(personal)
    await personal.register(tripsStoreRoutes)
    await personal.register(tripSettingsRoutes)
    await personal.register(tripCrudRoutes)
    await personal.register(tripEventRoutes)
    await personal.register(tripSharingRoutes)
  })
}
