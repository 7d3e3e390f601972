import crypto from 'node:crypto'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import type { TDeletionLink } from '../../../shared/business/company-files-contract.ts'
import { mailsTo } from '../mail/outbox.ts'
import type { TestApp } from '../test-app.ts'

export interface FormPart {
  name: string
  value?: string
  file?: { filename: string; contentType: string; bytes: Uint8Array }
}

/** A multipart/form-data request body as a browser's FormData would send it. */
export function multipart(parts: readonly FormPart[]): InjectOptions {
  const boundary = `----fw${crypto.randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"`
      : `form-data; name="${part.name}"`
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`]
    if (part.file) head.push(`Content-Type: ${part.file.contentType}`)
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`))
    chunks.push(part.file ? Buffer.from(part.file.bytes) : Buffer.from(part.value ?? ''))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  }
}

/** A small image drawn by sharp, with EXIF metadata to show that it is stripped. */
export async function testImage(
  format: 'png' | 'jpeg' | 'gif',
  size: { width: number; height: number } = { width: 64, height: 48 },
): Promise<Buffer> {
  const image = sharp({
    create: { ...size, channels: 3, background: { r: 30, g: 107, b: 82 } },
  }).withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
  if (format === 'png') return image.png().toBuffer()
  if (format === 'jpeg') return image.jpeg().toBuffer()
  return image.gif().toBuffer()
}

/** A minimal, valid PDF without active content. */
export function testPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

let address = 0
/** Each request from its own address, so that the per-IP limit does not answer for the rules under test. */
export const freshAddress = () => {
  address += 1
  return `10.7.${(address >> 8) & 255}.${address & 255}`
}

/** The newest mail to an address in the development outbox, once the dispatcher has handed it over. */
export async function lastMailTo(t: TestApp, to: string): Promise<{ subject: string; text: string } | null> {
  const [row] = await mailsTo(t, to)
  return row ? { subject: row.subject, text: row.text_body } : null
}

/** The confirmation link's three parts, read from the deletion mail's text. */
export function deletionLinkIn(text: string): TDeletionLink {
  const match = /https?:\/\/\S+\/business\/company\/delete\?\S+/.exec(text)
  if (!match) throw new Error('no deletion link in the mail')
  const query = new URL(match[0]).searchParams
  return {
    confirmationCode: query.get('confirmationCode') ?? '',
    requestTime: query.get('requestTime') ?? '',
    token: query.get('token') ?? '',
  }
}
