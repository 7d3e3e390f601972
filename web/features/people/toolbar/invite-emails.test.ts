import { describe, expect, it } from 'vitest'
import { parseEmails } from './invite-emails.ts'

describe('the invite dialog’s address list', () => {
  it('splits pasted lists on commas, semicolons, spaces and new lines, and names what is not an address', () => {
    expect(parseEmails(' ana@n.test, ben@n.test;\ncy@n.test  nope\t@x ')).toEqual({
      emails: ['ana@n.test', 'ben@n.test', 'cy@n.test'],
      invalid: ['nope', '@x'],
    })
    expect(parseEmails('   ')).toEqual({ emails: [], invalid: [] })
  })
})
