/*
 * What the page tells the browser about the site services (decision 050), in the global state, so the
 * lazy chunk needs no call. No zod here: global-state.ts holds the schema.
 */
export type TSnowSetting = 'off' | 'on' | 'season'

export interface TSiteServicesState {
  /** Seconds after the page settles before our feedback widget loads; null when the widget is off. */
  feedbackDelaySeconds: number | null
  /** Whether snow may fall on this page (after SNOW_IDLE_MS idle, once a day, never under reduced motion). */
  snow: boolean
  /** Share of sessions that run the ad-blocker check, 0 to 100. */
  adBlockSamplePercent: number
}

/** The snow season: 1 December to 6 January (Epiphany), by the server's UTC date. */
export function inSnowSeason(now: Date): boolean {
  const month = now.getUTCMonth()
  return month === 11 || (month === 0 && now.getUTCDate() <= 6)
}

export function snowFalls(setting: TSnowSetting, now: Date): boolean {
  return setting === 'on' || (setting === 'season' && inSnowSeason(now))
}
