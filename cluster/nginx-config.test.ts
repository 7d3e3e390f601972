import { describe, expect, it } from 'vitest'
import { nginxConfig } from './nginx-config.ts'

describe('the nginx configuration', () => {
  const base = { port: 8080, upstreams: [41001, 41002], dir: '/tmp/c' }

  it('replaces the forwarded headers instead of passing on what the client sent', () => {
    const conf = nginxConfig(base)
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(conf).not.toContain('$proxy_add_x_forwarded_for')
    expect(conf).toContain('proxy_set_header X-Request-Id $request_id;')
    expect(conf).toContain('server 127.0.0.1:41001')
    expect(conf).toContain('server 127.0.0.1:41002')
  })

  it('has the test headers only when a test asks for them', () => {
    expect(nginxConfig(base)).not.toMatch(/x_fernway_instance|X-Fernway-Upstream/i)
    const test = nginxConfig({ ...base, testHeaders: true })
    expect(test).toContain('"2" 127.0.0.1:41002;')
    expect(test).toContain('add_header X-Fernway-Upstream $upstream_addr always;')
  })
})
