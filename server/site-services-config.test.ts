import { describe, expect, it } from 'vitest'
import { loadSiteServicesConfig } from './site-services-config.ts'

const fail = (message: string) => new Error(message)

describe('site services configuration', () => {
  it('has the spec’s defaults: widget on after 10 seconds, 1 percent sampling, snow in its season', () => {
    expect(loadSiteServicesConfig({}, fail)).toEqual({
      feedbackWidget: true,
      feedbackDelaySeconds: 10,
      adBlockSamplePercent: 1,
      snow: 'season',
    })
    // Tests do not depend on the calendar.
    expect(loadSiteServicesConfig({}, fail, true).snow).toBe('off')
    expect(loadSiteServicesConfig({ SNOW: 'on' }, fail, true).snow).toBe('on')
  })

  it('reads every setting and refuses nonsense', () => {
    expect(
      loadSiteServicesConfig(
        { FEEDBACK_WIDGET: 'off', FEEDBACK_WIDGET_DELAY: '2.5', AD_BLOCK_SAMPLE_PERCENT: '100', SNOW: 'OFF' },
        fail,
      ),
    ).toEqual({ feedbackWidget: false, feedbackDelaySeconds: 2.5, adBlockSamplePercent: 100, snow: 'off' })
    expect(() => loadSiteServicesConfig({ SNOW: 'always' }, fail)).toThrow('SNOW')
    expect(() => loadSiteServicesConfig({ AD_BLOCK_SAMPLE_PERCENT: '101' }, fail)).toThrow(
      'AD_BLOCK_SAMPLE_PERCENT',
    )
    expect(() => loadSiteServicesConfig({ FEEDBACK_WIDGET_DELAY: '-1' }, fail)).toThrow(
      'FEEDBACK_WIDGET_DELAY',
    )
    expect(() => loadSiteServicesConfig({ FEEDBACK_WIDGET_DELAY: 'soon' }, fail)).toThrow(
      'FEEDBACK_WIDGET_DELAY',
    )
  })
})
