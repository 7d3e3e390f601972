import type { FastifyRequest } from 'fastify'
import { CompanyFilesErrorCode } from '../../../shared/business/company-files-contract.ts'
import { MULTIPART_LIMITS } from '../../../shared/business/upload-rules.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError, fieldRefused as refused } from '../../http-error.ts'
import type { ReceivedFile } from '../../services/company-files/support-message.service.ts'

export interface ReceivedForm {
  fields: Record<string, string>
  files: ReceivedFile[]
}

export interface FormRules {
  /** The file fields this route takes; a file in any other field is refused. */
  fileFields: readonly string[]
  maxFiles: number
  maxFileBytes: number
}

const tooLarge = (description: string) =>
  new HttpError(413, CompanyFilesErrorCode.FILE_TOO_LARGE, description)

/**
 * Reads a form post: multipart with files (busboy's limits bound every part before it is buffered),
 * or a plain url-encoded form when the browser had no file to send. Malformed multipart is a 400,
 * a file or field over its limit a 413; nothing here is a 500.
 */
export async function readForm(request: FastifyRequest, rules: FormRules): Promise<ReceivedForm> {
  if (!request.isMultipart()) return { fields: plainFields(request.body), files: [] }
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  try {
    const parts = request.parts({
      limits: { ...MULTIPART_LIMITS, files: rules.maxFiles, fileSize: rules.maxFileBytes },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new HttpError(413, CompanyFilesErrorCode.FILE_TOO_LARGE, `${part.fieldname} is too long.`, {
            issue: { field: part.fieldname, reason: 'tooLong', limit: MULTIPART_LIMITS.fieldSize },
          })
        if (typeof part.value !== 'string') throw fieldRefused(part.fieldname)
        fields[part.fieldname] = part.value
        continue
      }
      if (!rules.fileFields.includes(part.fieldname)) {
        part.file.resume()
        throw refused(`No file is expected in the field "${part.fieldname}".`, {
          field: part.fieldname,
          reason: 'notAllowed',
        })
      }
      const bytes = await part.toBuffer()
      // A form whose file input was left empty still sends an empty part.
      if (bytes.length === 0 && !part.filename) continue
      files.push({ filename: part.filename ?? '', bytes: new Uint8Array(bytes) })
    }
  } catch (error) {
    throw asClientError(error)
  }
  return { fields, files }
}

const fieldRefused = (name: string) =>
  refused(`The field "${name}" cannot be read.`, { field: name, reason: 'invalid' })

function plainFields(body: unknown): Record<string, string> {
  if (body === undefined || body === null) return {}
  if (typeof body !== 'object' || Array.isArray(body)) throw fieldRefused('request')
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') throw fieldRefused(key)
    out[key] = value
  }
  return out
}

/** busboy and the plugin raise plain errors for broken bodies: each becomes the client's error. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const status = (error as { statusCode?: unknown }).statusCode
  if (status === 413) {
    const code = (error as { code?: string }).code
    return code === 'FST_FILES_LIMIT'
      ? new HttpError(413, CompanyFilesErrorCode.TOO_MANY_FILES, 'Too many files.')
      : tooLarge('The file or the form is too large.')
  }
  if (typeof status === 'number' && status >= 500) return error
  return new HttpError(400, ErrorCode.VALIDATION_ERROR, 'The form could not be read.')
}
