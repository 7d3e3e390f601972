/** One line of text as it is kept: NFKC (full-width digits read as digits), trimmed, white space runs one space. */
export const normalizedText = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ')
