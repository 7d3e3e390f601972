import sharp from 'sharp'
import { CompanyFilesErrorCode } from '../../../shared/business/company-files-contract.ts'
import {
  carriesActiveContent,
  detectUploadType,
  IMAGE_MAX_INPUT_PIXELS,
  type TUploadType,
  UPLOAD_MIME,
} from '../../../shared/business/upload-rules.ts'
import { HttpError } from '../../http-error.ts'

// Every upload is decoded once and dropped: libvips' cache would only hold strangers' images.
sharp.cache(false)

/** A file that passed the upload rules: its type by its bytes, and the bytes to keep. */
export interface AcceptedFile {
  type: TUploadType
  contentType: string
  bytes: Uint8Array
  width: number | null
  height: number | null
}

export const fileRefused = (description: string) =>
  new HttpError(400, CompanyFilesErrorCode.FILE_TYPE_NOT_ALLOWED, description)

// An 8000×8000 logo was refused as if it were the wrong type of file (issue 30): its size is said apart.
const imageTooLarge = () =>
  new HttpError(
    400,
    CompanyFilesErrorCode.IMAGE_TOO_LARGE,
    `The image has more than ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} million pixels.`,
  )

const SHARP_FORMAT: Readonly<Record<Exclude<TUploadType, 'pdf'>, string>> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
}

/**
 * Decides a file by its bytes (never its name or declared type) and re-encodes images: what is kept
 * is an image libvips drew itself, at most `maxDimension` on a side, without metadata (EXIF, GPS,
 * comments) and without anything that rode along. JPEG stays JPEG; PNG and GIF become PNG (a GIF's
 * first frame: a logo does not move). A PDF cannot be re-encoded here: it is kept as sent, only
 * without scripts, actions or embedded files.
 */
export async function acceptUpload(
  bytes: Uint8Array,
  allowed: readonly TUploadType[],
  maxDimension: number,
): Promise<AcceptedFile> {
  const type = detectUploadType(bytes, allowed)
  if (!type) throw fileRefused(`Only ${allowed.join(', ')} files are accepted.`)
  if (carriesActiveContent(bytes, type)) throw fileRefused('This file holds markup or active content.')
  if (type === 'pdf') return { type, contentType: UPLOAD_MIME.pdf, bytes, width: null, height: null }
  try {
    // limitInputPixels reads the declared size from the header first: a decompression bomb is refused
    // before it is decoded. failOn 'error' refuses truncated and corrupt images.
    // The header alone (nothing decoded) says the size, so that a too large image is named as such.
    const header = await sharp(bytes, { animated: false }).metadata()
    if ((header.width ?? 0) * (header.height ?? 0) > IMAGE_MAX_INPUT_PIXELS) throw imageTooLarge()
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    const meta = await image.metadata()
    if (meta.format !== SHARP_FORMAT[type])
      throw fileRefused('The file is not the image its first bytes claim.')
    const resized = image
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
    const encoded =
      type === 'jpeg' ? resized.jpeg({ quality: 85, mozjpeg: true }) : resized.png({ compressionLevel: 9 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    const outType = type === 'jpeg' ? 'jpeg' : 'png'
    return {
      type: outType,
      contentType: UPLOAD_MIME[outType],
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.height,
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw fileRefused('The image cannot be read.')
  }
}
