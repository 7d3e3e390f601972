import fc from 'fast-check'
import { AUTH_STATE_PATH } from '../constants.ts'
import type { TRelayAsk } from '../embed/relay-allow-list.ts'

const ALLOWED_PATHS = [
  '/i/api/catalogue/v1/flight/search',
  '/i/api/catalogue/v1/hotel/search',
  '/i/api/catalogue/v1/car/search',
  '/i/api/catalogue/v1/train/search',
  AUTH_STATE_PATH,
  '/trips/api/store',
]

const urls = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ALLOWED_PATHS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '/i/api/business/company/v1/sso',
      '/trips/api/user/settings/mapViewFD',
      '/i/api/affiliate/ui/metrics/v1/count',
      '//evil.example/trips/api/store',
    ),
  },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.webPath() },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom('/', '.', '..', '%2e', '%2f', '\\', 'i', 'api', 'trips', 'store', '?', '#', ':'))
      .map((parts) => parts.join('')),
  },
)

/**
 * Hosts' asks for the relay's property tests: mostly plausible (so many are allowed and the property's
 * checks run on real calls), each part sometimes hostile (other methods, paths, parameters, bodies and
 * headers such as cookies or the form token).
 */
export const relayAsks: fc.Arbitrary<TRelayAsk> = fc.record(
  {
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constant('GET') },
      { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'get', 'OPTIONS') },
    ),
    url: urls,
    params: fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      {
        weight: 2,
        arbitrary: fc.dictionary(
          fc.constantFrom('from', 'to', 'date', 'destination', 'props'),
          fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean()),
        ),
      },
      { weight: 1, arbitrary: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())) },
    ),
    data: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.anything() }),
    headers: fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      {
        weight: 2,
        arbitrary: fc.dictionary(fc.constantFrom('accept', 'Accept-Language'), fc.string({ maxLength: 30 })),
      },
      {
        weight: 1,
        arbitrary: fc.dictionary(
          fc.oneof(
            fc.string(),
            fc.constantFrom('cookie', 'x-csrf', 'authorization', 'x-fernway-embed-origin'),
          ),
          fc.string(),
        ),
      },
    ),
  },
  { requiredKeys: ['method', 'url'] },
)
