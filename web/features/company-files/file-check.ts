import {
  detectUploadType,
  MAGIC_PREFIX_BYTES,
  type TUploadType,
} from '../../../shared/business/upload-rules.ts'

export type TFileProblem = 'type' | 'size' | null

/**
 * The server's upload rules, checked in the browser first so that people hear at once: the type by
 * the file's first bytes (never its name), and its size. The server decides again on what it receives.
 */
export async function fileProblem(
  file: Blob,
  allowed: readonly TUploadType[],
  maxBytes: number,
): Promise<TFileProblem> {
  if (file.size > maxBytes) return 'size'
  const head = new Uint8Array(await file.slice(0, MAGIC_PREFIX_BYTES).arrayBuffer())
  return detectUploadType(head, allowed) ? null : 'type'
}

export function megabytes(bytes: number): string {
  return String(Math.round(bytes / (1024 * 1024)))
}
