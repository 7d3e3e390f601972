/*
 * What the company's uploads accept (issue 7; ASVS row 41; decision 035): the logo, the account
 * manager's attachment and issue reports' attachments. No zod and no node modules: the browser checks
 * a file with the same rules before sending it, and the server decides again on the bytes it received.
 */

export const UPLOAD_TYPES = ['jpeg', 'png', 'gif', 'pdf'] as const
export type TUploadType = (typeof UPLOAD_TYPES)[number]

/** The spec's logo types (section 5: jpeg, png, gif). */
export const LOGO_TYPES: readonly TUploadType[] = ['jpeg', 'png', 'gif']
/** Attachments: the logo's image types, and PDF for reports and messages (statements, tickets). */
export const ATTACHMENT_TYPES: readonly TUploadType[] = ['jpeg', 'png', 'gif', 'pdf']

export const UPLOAD_MIME: Readonly<Record<TUploadType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
}
export const UPLOAD_EXTENSION: Readonly<Record<TUploadType, string>> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
}

const MB = 1024 * 1024
/** A logo is small; a bigger file is refused with 413 before it is read to the end. */
export const LOGO_MAX_BYTES = 2 * MB
export const ATTACHMENT_MAX_BYTES = 5 * MB
/** Issue reports take up to this many files; the account manager's form takes one. */
export const ATTACHMENT_MAX_FILES = 5
/** Decompression bombs: an image declaring more pixels than this is refused before it is decoded. */
export const IMAGE_MAX_INPUT_PIXELS = 25_000_000
/** The stored logo fits in this square (the header shows it 32 pixels high; 512 leaves room for retina). */
export const LOGO_MAX_DIMENSION = 512
/** Attached images are re-encoded too (metadata such as GPS positions stripped), within this square. */
export const ATTACHMENT_MAX_DIMENSION = 4096

/** Text fields of the multipart forms. */
export const FORM_TEXT_LIMITS = {
  subject: 200,
  summary: 200,
  topic: 100,
  bookingNumber: 64,
  description: 5000,
} as const

/** A booking number as our confirmations print it; the browser checks it with the server's rule. */
export const BOOKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/

/**
 * busboy's limits on every multipart request: what reaches us is bounded before any of it is stored.
 * fieldSize is in bytes and leaves room for a description of multi-byte characters.
 */
export const MULTIPART_LIMITS = {
  fields: 10,
  fieldNameSize: 100,
  fieldSize: 4 * FORM_TEXT_LIMITS.description,
  files: ATTACHMENT_MAX_FILES,
  parts: 10 + ATTACHMENT_MAX_FILES,
  headerPairs: 50,
} as const

/** Signatures at offset 0. JPEG: SOI and a marker; PNG: its 8-byte signature; GIF: 87a or 89a; PDF: %PDF-. */
const MAGIC: readonly { type: TUploadType; bytes: readonly number[] }[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
]
/** How many leading bytes detectUploadType needs. */
export const MAGIC_PREFIX_BYTES = 8

/** The file's type by its first bytes, among those allowed; never by its name or declared type. */
export function detectUploadType(
  bytes: Uint8Array,
  allowed: readonly TUploadType[] = UPLOAD_TYPES,
): TUploadType | null {
  for (const { type, bytes: magic } of MAGIC) {
    if (allowed.includes(type) && magic.every((b, i) => bytes[i] === b)) return type
  }
  return null
}

/*
 * Markup a browser could be talked into rendering: a polyglot is a valid image that is also HTML or
 * SVG. Re-encoding drops whatever rides along, but such a file has no honest purpose, so it is refused.
 */
const MARKUP = /<(?:svg|html|script|body|iframe|object|embed|!doctype\s+html|\?xml)[\s>/]/i
/** Active content in a PDF: scripts, launch actions and embedded files (PDFs are stored as sent). */
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA)\b/

/** Whether the bytes carry markup (any type) or, for a PDF, active content. */
export function carriesActiveContent(bytes: Uint8Array, type: TUploadType | null): boolean {
  // latin1 keeps one character per byte, so a pattern cannot hide across a decoding error.
  const text = latin1(bytes)
  return MARKUP.test(text) || (type === 'pdf' && PDF_ACTIVE.test(text))
}

function latin1(bytes: Uint8Array): string {
  let out = ''
  const CHUNK = 8192
  for (let i = 0; i < bytes.length; i += CHUNK) {
    out += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return out
}
