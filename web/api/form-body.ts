export type TFormValue = string | number | boolean | Blob | null | undefined
export type TFormFields = Record<string, TFormValue | readonly TFormValue[]>

/**
 * URL-encoded unless a Blob (a file) is present, then multipart. Either way fetch writes the
 * content-type itself (with the multipart boundary), so the caller must not set one.
 * null and undefined are left out; arrays repeat the field.
 */
export function formBody(fields: TFormFields): URLSearchParams | FormData {
  const entries: [string, Exclude<TFormValue, null | undefined>][] = []
  for (const [key, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) if (v !== null && v !== undefined) entries.push([key, v])
  }
  if (entries.some(([, v]) => v instanceof Blob)) {
    const data = new FormData()
    for (const [key, v] of entries) {
      // A File keeps its name; a bare Blob is sent as "blob".
      data.append(key, v instanceof Blob ? v : String(v))
    }
    return data
  }
  const search = new URLSearchParams()
  for (const [key, v] of entries) search.append(key, String(v))
  return search
}
