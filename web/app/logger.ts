/** Failures that users are not told about (spec: "logged only"); error reporting will hook in here. */
export function logError(error: unknown, context: Record<string, unknown>): void {
  console.error('[fernway]', error, context)
}
