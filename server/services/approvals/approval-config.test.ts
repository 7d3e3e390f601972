import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.ts'
import { checkWebhookUrl } from './approval-slack.ts'

const prod = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://fernway.example',
  FERNWAY_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
}

/** Approvals' configuration and the Slack webhook's address (decision 055). */
describe('approvals configuration', () => {
  it('sweeps every minute by default, not in tests, and never allows plain http webhooks in production', () => {
    expect(loadConfig(prod).approvals).toEqual({ sweepIntervalMs: 60_000, slackLoopbackHttp: false })
    expect(loadConfig({ NODE_ENV: 'test' }).approvals).toEqual({
      sweepIntervalMs: 0,
      slackLoopbackHttp: true,
    })
    expect(() => loadConfig({ ...prod, APPROVALS_SLACK_LOOPBACK_HTTP: 'true' })).toThrow(ConfigError)
    expect(() => loadConfig({ APPROVALS_SWEEP_MS: '-1' })).toThrow(ConfigError)
  })

  it('takes Slack’s https webhook address only, and loopback http only when allowed', () => {
    expect(checkWebhookUrl('https://hooks.slack.com/services/T0/B0/abc', false).host).toBe('hooks.slack.com')
    for (const bad of [
      'http://hooks.slack.com/services/T0/B0/abc',
      'https://hooks.slack.com.evil.example/services/x',
      'https://user:pw@hooks.slack.com/services/x',
      'https://hooks.slack.com:8443/services/x',
      'https://hooks.slack.com/other',
      'http://127.0.0.1:9/hook',
      'http://10.0.0.1/hook',
      'not a url',
    ])
      expect(() => checkWebhookUrl(bad, false), bad).toThrow()
    expect(checkWebhookUrl('http://127.0.0.1:9/hook', true).port).toBe('9')
    expect(() => checkWebhookUrl('http://10.0.0.1/hook', true)).toThrow()
  })
})
