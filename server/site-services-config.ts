import {
  AD_BLOCK_SAMPLE_PERCENT,
  FEEDBACK_DELAY_SECONDS,
} from '../shared/site-services/site-services-contract.ts'
import type { TSnowSetting } from '../shared/site-services/site-services-state.ts'

/** Site services' settings (decision 050; docs/configuration.md). */
export interface SiteServicesConfig {
  /** FEEDBACK_WIDGET (default on): our own feedback widget. */
  feedbackWidget: boolean
  /** FEEDBACK_WIDGET_DELAY (seconds, default 10). */
  feedbackDelaySeconds: number
  /** AD_BLOCK_SAMPLE_PERCENT (0 to 100, default 1). */
  adBlockSamplePercent: number
  /** SNOW: off, on, or season (1 December to 6 January; the default, but off under NODE_ENV=test). */
  snow: TSnowSetting
}

const OFF = ['0', 'false', 'no', 'off']

/** `fail` makes the caller's configuration error (config.ts's ConfigError). */
export function loadSiteServicesConfig(
  env: NodeJS.ProcessEnv,
  fail: (message: string) => Error,
  test = false,
): SiteServicesConfig {
  function numberIn(raw: string | undefined, fallback: number, max: number, name: string): number {
    if (raw === undefined || raw.trim() === '') return fallback
    const n = Number(raw)
    if (!Number.isFinite(n) || n < 0 || n > max) throw fail(`${name}: a number from 0 to ${max}`)
    return n
  }
  // Tests and journeys must not depend on the calendar: no snow there unless asked for.
  const snow = (env.SNOW || (test ? 'off' : 'season')).trim().toLowerCase()
  if (!['off', 'on', 'season'].includes(snow)) throw fail('SNOW: off, on or season')
  return {
    feedbackWidget: !OFF.includes((env.FEEDBACK_WIDGET ?? '').trim().toLowerCase()),
    feedbackDelaySeconds: numberIn(
      env.FEEDBACK_WIDGET_DELAY,
      FEEDBACK_DELAY_SECONDS,
      3600,
      'FEEDBACK_WIDGET_DELAY',
    ),
    adBlockSamplePercent: numberIn(
      env.AD_BLOCK_SAMPLE_PERCENT,
      AD_BLOCK_SAMPLE_PERCENT,
      100,
      'AD_BLOCK_SAMPLE_PERCENT',
    ),
    snow: snow as TSnowSetting,
  }
}
