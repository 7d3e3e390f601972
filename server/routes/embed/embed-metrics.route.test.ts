import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EMBED_ORIGIN_HEADER,
  EMBED_SERVER_LIMITS,
  EmbedErrorCode,
  embedMetricsPath,
} from '../../../shared/embed/embed-contract.ts'
import { ZEmbedMetricRequestSchema, ZEmbedMetricResponseSchema } from '../../../shared/embed/embed-schemas.ts'
import { ErrorCode, ZErrorBodySchema } from '../../../shared/errors.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { type EmbedTestApp, HOST, OTHER_HOST, startEmbedApp } from '../../testing/embed/embed-test-kit.ts'
import { browserIdentity, startTestApp } from '../../testing/test-app.ts'

describe.each(testDatabaseKinds())(
  'embedded metrics, POST /i/api/affiliate/ui/metrics/v1/{type} (%s)',
  (kind) => {
    let t: EmbedTestApp
    let browser: { cookie: string; token: string }
    let ip = 0
    beforeAll(async () => {
      t = await startEmbedApp(kind)
      browser = await browserIdentity(t.app)
    })
    afterAll(async () => t?.close())

    /** Each call from its own address unless told, so the per-IP limit only counts where a test means it. */
    function post(
      path: string,
      body: unknown,
      headers: Record<string, string> = { [EMBED_ORIGIN_HEADER]: HOST },
      remoteAddress = `10.1.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    ) {
      return t.app.inject({
        method: 'POST',
        url: path,
        remoteAddress,
        headers: {
          cookie: browser.cookie,
          'x-csrf': browser.token,
          'content-type': 'application/json',
          ...headers,
        },
        payload: JSON.stringify(body),
      })
    }
    const stored = () =>
      t.database.db.selectFrom('embed_metrics').selectAll().orderBy('recorded_at').execute()

    it('records a framed page’s metric with its host origin', async () => {
      const res = await post(embedMetricsPath('timing'), { metricName: 'embed.frameInit', metricValue: 42.5 })
      expect(res.statusCode).toBe(202)
      expect(ZEmbedMetricResponseSchema.parse(res.json())).toEqual({ recorded: true })
      const rows = await stored()
      expect(rows.at(-1)).toMatchObject({
        embed_origin: HOST,
        metric_type: 'timing',
        metric_name: 'embed.frameInit',
        metric_value: 42.5,
      })
    })

    it('refuses a call that names no host or another host, and one without the form token', async () => {
      const before = (await stored()).length
      const bare = await post(embedMetricsPath('count'), { metricName: 'embed.relayed', metricValue: 1 }, {})
      expect(bare.statusCode).toBe(403)
      expect(bare.json().errors[0].code).toBe(EmbedErrorCode.ORIGIN_REFUSED)
      const other = await post(
        embedMetricsPath('count'),
        { metricName: 'embed.relayed', metricValue: 1 },
        { [EMBED_ORIGIN_HEADER]: OTHER_HOST },
      )
      expect(other.statusCode).toBe(403)
      expect(other.json().errors[0].code).toBe(EmbedErrorCode.ORIGIN_REFUSED)
      const noToken = await t.app.inject({
        method: 'POST',
        url: embedMetricsPath('count'),
        headers: { cookie: browser.cookie, 'content-type': 'application/json', [EMBED_ORIGIN_HEADER]: HOST },
        payload: JSON.stringify({ metricName: 'embed.relayed', metricValue: 1 }),
      })
      expect(noToken.statusCode).toBe(403)
      expect(noToken.json().errors[0].code).toBe(ErrorCode.INVALID_FORM_TOKEN)
      expect((await stored()).length).toBe(before)
    })

    it('answers an unknown type 404 and a fractional count 400', async () => {
      const type = await post('/i/api/affiliate/ui/metrics/v1/gauge', { metricName: 'a', metricValue: 1 })
      expect(type.statusCode).toBe(404)
      expect(type.json().errors[0].code).toBe(EmbedErrorCode.METRIC_TYPE_NOT_FOUND)
      const fraction = await post(embedMetricsPath('count'), {
        metricName: 'embed.relayed',
        metricValue: 1.5,
      })
      expect(fraction.statusCode).toBe(400)
    })

    it('answers any malformed body with a 4xx error list, never a 500, and stores nothing (fast-check)', async () => {
      const before = (await stored()).length
      const bodies = fc.oneof(
        fc.anything(),
        fc.record({
          metricName: fc.string(),
          metricValue: fc.oneof(fc.double(), fc.string(), fc.constant(null)),
        }),
        fc.record({
          metricName: fc.constantFrom('embed.relayed', '', '1bad', 'a'.repeat(65), 'x y'),
          metricValue: fc.oneof(
            fc.constantFrom(-1, Number.NaN, 86_400_001, 1e308),
            fc.double({ min: -1e9, max: -0.001 }),
          ),
          extra: fc.anything(),
        }),
      )
      // Only bad ones: a generated name and number can happen to make a good metric.
      const bad = bodies.filter((body) => !ZEmbedMetricRequestSchema.safeParse(body).success)
      await fc.assert(
        fc.asyncProperty(bad, fc.constantFrom('count', 'timing', 'x', '..'), async (body, type) => {
          const res = await post(`/i/api/affiliate/ui/metrics/v1/${type}`, body)
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          expect(res.statusCode).toBeLessThan(500)
          expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
        }),
        { numRuns: 60 },
      )
      expect((await stored()).length).toBe(before)
    })

    it('limits one address to its metrics a minute', async () => {
      const statuses: number[] = []
      for (let i = 0; i <= EMBED_SERVER_LIMITS.metrics.max; i += 1) {
        const res = await post(
          embedMetricsPath('count'),
          { metricName: 'embed.relayed', metricValue: 1 },
          { [EMBED_ORIGIN_HEADER]: HOST },
          '10.9.9.9',
        )
        statuses.push(res.statusCode)
      }
      expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true)
      expect(statuses.at(-1)).toBe(429)
    })
  },
)

describe('embedded metrics with embedding off', () => {
  it('refuses every metric: no host is configured', async () => {
    const t = await startTestApp('pglite')
    try {
      const browser = await browserIdentity(t.app)
      const res = await t.app.inject({
        method: 'POST',
        url: embedMetricsPath('count'),
        headers: {
          cookie: browser.cookie,
          'x-csrf': browser.token,
          'content-type': 'application/json',
          [EMBED_ORIGIN_HEADER]: HOST,
        },
        payload: JSON.stringify({ metricName: 'embed.relayed', metricValue: 1 }),
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].code).toBe(EmbedErrorCode.ORIGIN_REFUSED)
    } finally {
      await t.close()
    }
  })
})
