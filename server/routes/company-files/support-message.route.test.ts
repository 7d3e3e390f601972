import fc from 'fast-check'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { COMPANY_FILES_API } from '../../../shared/business/company-files-contract.ts'
import { ATTACHMENT_MAX_FILES } from '../../../shared/business/upload-rules.ts'
import { form } from '../../testing/account/account-test-support.ts'
import { adminBrowser, createCompany, json } from '../../testing/company/company-test-kit.ts'
import {
  type FormPart,
  freshAddress,
  multipart,
  PNG_SIGNATURE,
  testImage,
  testPdf,
} from '../../testing/company-files/company-files-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useSmtpSink } from '../../testing/mail/test-smtp.ts'
import { useAdmin, useCompany, useTestApp } from '../../testing/use-test-app.ts'

const SUPPORT = 'desk@support.test'
const post = (url: string, parts: FormPart[]) => ({
  method: 'POST' as const,
  url,
  remoteAddress: freshAddress(),
  ...multipart(parts),
})

describe.each(testDatabaseKinds())('messages to support (%s)', (kind) => {
  const sink = useSmtpSink()
  const t = useTestApp(kind, () => ({ config: { smtpUrl: sink.url, supportEmail: SUPPORT } }))
  const company = useCompany(t)
  const admin = useAdmin(t, company)
  const traveller = useAdmin(t, company, { role: 'traveler' })

  it('lets any member report an issue with attachments: stored, audited and mailed to support with the files', async () => {
    const photo = await testImage('jpeg')
    const res = await traveller.call(
      post(COMPANY_FILES_API.issueReport, [
        { name: 'summary', value: 'Hotel not confirmed' },
        { name: 'description', value: 'The hotel in Busan has no booking under my name.' },
        { name: 'topic', value: 'booking' },
        { name: 'bookingNumber', value: 'FW-20931' },
        {
          name: 'attachments',
          file: { filename: '../../etc/receipt <1>.pdf', contentType: 'image/png', bytes: testPdf() },
        },
        { name: 'attachments', file: { filename: 'desk.jpg', contentType: 'application/pdf', bytes: photo } },
      ]),
    )
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.attachments).toEqual([
      { name: 'receipt 1.pdf', type: 'pdf', size: testPdf().length },
      expect.objectContaining({ name: 'desk.jpg', type: 'jpeg' }),
    ])
    const mail = await sink.waitFor((m) => m.to === SUPPORT && m.text.includes('Hotel not confirmed'))
    expect(mail.text).toContain(traveller.email)
    expect(mail.text).toContain('FW-20931')
    expect(mail.text).toContain('Issue report (booking)')
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['receipt 1.pdf', 'application/pdf'],
      ['desk.jpg', 'image/jpeg'],
    ])
    // The attached photo was re-encoded: its metadata is gone.
    expect((await sharp(mail.attachments[1]?.content).metadata()).exif).toBeUndefined()
    const rows = await t.database.db
      .selectFrom('support_attachments')
      .select(['file_name', 'size'])
      .where('message_id', '=', body.id)
      .orderBy('position')
      .execute()
    expect(rows.map((r) => r.file_name)).toEqual(['receipt 1.pdf', 'desk.jpg'])
    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=support`))).json()
    expect(log.entries[0]).toMatchObject({ action: 'support.issue.report', actorEmail: traveller.email })
  })

  it('sends the account manager a message with or without its attachment; only admins may', async () => {
    const withFile = await admin.call(
      post(COMPANY_FILES_API.contactAccountManager, [
        { name: 'subject', value: 'Invoice address' },
        { name: 'description', value: 'Please use our Seoul office on invoices.' },
        {
          name: 'attachment',
          file: { filename: 'office.png', contentType: 'image/png', bytes: await testImage('png') },
        },
      ]),
    )
    expect(withFile.statusCode).toBe(200)
    const mail = await sink.waitFor((m) => m.to === SUPPORT && m.text.includes('Invoice address'))
    expect(mail.text).toContain('Message to the account manager')
    expect(mail.attachments).toHaveLength(1)
    // A browser without a file sends a plain form.
    const plain = await admin.call({
      method: 'POST',
      url: COMPANY_FILES_API.contactAccountManager,
      remoteAddress: freshAddress(),
      ...form({ subject: 'Call me', description: 'About the renewal.' }),
    })
    expect(plain.statusCode).toBe(200)
    expect(plain.json().attachments).toEqual([])
    const refused = await traveller.call(
      post(COMPANY_FILES_API.contactAccountManager, [
        { name: 'subject', value: 'x' },
        { name: 'description', value: 'y' },
      ]),
    )
    expect(refused.statusCode).toBe(403)
  })

  it('applies the upload rules to attachments: markup, wrong types, too many or too large files', async () => {
    const base: FormPart[] = [
      { name: 'summary', value: 's' },
      { name: 'description', value: 'd' },
      { name: 'topic', value: 'other' },
    ]
    const file = (bytes: Uint8Array, filename = 'f.pdf'): FormPart => ({
      name: 'attachments',
      file: { filename, contentType: 'application/pdf', bytes },
    })
    const cases: [string, FormPart[], number][] = [
      ['svg', [...base, file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg')], 400],
      ['html in a png', [...base, file(Buffer.concat([PNG_SIGNATURE, Buffer.from('<html>')]), 'a.png')], 400],
      [
        'pdf with javascript',
        [
          ...base,
          file(Buffer.from('%PDF-1.4\n1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj')),
        ],
        400,
      ],
      ['zip', [...base, file(Buffer.from('PK\x03\x04rest'), 'a.zip')], 400],
      [
        'too many',
        [...base, ...Array.from({ length: ATTACHMENT_MAX_FILES + 1 }, () => file(testPdf()))],
        413,
      ],
      ['too large', [...base, file(Buffer.concat([testPdf(), Buffer.alloc(6 * 1024 * 1024)]))], 413],
      [
        'file in a text field',
        [{ name: 'summary', file: { filename: 'a.pdf', contentType: 'application/pdf', bytes: testPdf() } }],
        400,
      ],
      [
        'no topic',
        [
          { name: 'summary', value: 's' },
          { name: 'description', value: 'd' },
        ],
        400,
      ],
      ['bad booking number', [...base, { name: 'bookingNumber', value: "1'; drop table" }], 400],
    ]
    for (const [name, parts, status] of cases) {
      const res = await traveller.call(post(COMPANY_FILES_API.issueReport, parts))
      expect([name, res.statusCode]).toEqual([name, status])
    }
    expect(
      await t.database.db.selectFrom('support_messages').select('id').where('subject', '=', 's').execute(),
    ).toEqual([])
  })

  it('answers random fields and files with a 4xx, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('summary', 'description', 'topic', 'bookingNumber', 'other'),
          fc.string({ maxLength: 50 }),
        ),
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 3 }),
        async (fields, files) => {
          const parts: FormPart[] = [
            ...Object.entries(fields).map(([name, value]) => ({ name, value })),
            ...files.map((bytes) => ({
              name: 'attachments',
              file: { filename: 'x', contentType: 'image/gif', bytes },
            })),
          ]
          const res = await traveller.call(post(COMPANY_FILES_API.issueReport, parts))
          expect(res.statusCode === 200 || (res.statusCode >= 400 && res.statusCode < 500)).toBe(true)
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe.each(testDatabaseKinds())('demo requests and waitlists (%s)', (kind) => {
  const t = useTestApp(kind)

  it('stores one row per company and kind, updated when asked again, and audits each', async () => {
    const company = await createCompany(t)
    const admin = await adminBrowser(t, company)
    const call = (url: string, body: unknown) =>
      admin.call({ ...json('POST', url, body), remoteAddress: freshAddress() })
    const demo = await call(COMPANY_FILES_API.requestDemo, {
      phoneNumber: '+82 2 1234 5678',
      message: 'Tuesdays',
    })
    expect(demo.statusCode).toBe(200)
    expect(demo.json()).toMatchObject({ kind: 'demo', feature: null, until: null })
    expect((await call(COMPANY_FILES_API.requestDemo, {})).statusCode).toBe(200)
    const later = (await call(COMPANY_FILES_API.postponeDemo, { days: 30 })).json()
    expect(new Date(later.until).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect((await call(COMPANY_FILES_API.addToWaitlist, { feature: 'INBOX_SYNC' })).json().feature).toBe(
      'INBOX_SYNC',
    )
    expect((await call(COMPANY_FILES_API.addToWaitlist, { feature: 'INBOX_SYNC' })).statusCode).toBe(200)
    expect((await call(COMPANY_FILES_API.addToWaitlist, { feature: 'GROUP_TRIPS' })).statusCode).toBe(200)
    const rows = await t.database.db
      .selectFrom('company_interests')
      .select(['kind', 'feature'])
      .where('company_id', '=', company.id)
      .orderBy('kind')
      .orderBy('feature')
      .execute()
    expect(rows).toEqual([
      { kind: 'demo', feature: '' },
      { kind: 'demoPostponed', feature: '' },
      { kind: 'waitlist', feature: 'GROUP_TRIPS' },
      { kind: 'waitlist', feature: 'INBOX_SYNC' },
    ])
    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=company`))).json()
    expect(log.entries.map((e: { action: string }) => e.action)).toContain('company.waitlist.add')

    for (const [url, body] of [
      [COMPANY_FILES_API.addToWaitlist, { feature: 'lower case' }],
      [COMPANY_FILES_API.addToWaitlist, {}],
      [COMPANY_FILES_API.postponeDemo, { days: 0 }],
      [COMPANY_FILES_API.requestDemo, { phoneNumber: 'call me' }],
    ] as const) {
      expect((await call(url, body)).statusCode).toBe(400)
    }
    const traveller = await adminBrowser(t, company, { role: 'traveler' })
    expect((await traveller.call(json('POST', COMPANY_FILES_API.requestDemo, {}))).statusCode).toBe(403)
  })
})
