export interface TSignupFields {
  companyName: string
  firstName: string
  lastName: string
  email: string
  password: string
  sizeBand: string
  country: string
  consent: boolean
  optin: boolean
}

export const emptySignup: TSignupFields = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  sizeBand: '',
  country: '',
  consent: false,
  optin: false,
}

/** The fields still empty; e-mail and password only for a visitor (a signed-in user has both). */
export function missingFields(fields: TSignupFields, signedIn: boolean): string[] {
  const required: (keyof TSignupFields)[] = [
    'companyName',
    'firstName',
    'lastName',
    'sizeBand',
    'country',
    'consent',
  ]
  if (!signedIn) required.push('email', 'password')
  return required.filter((name) => {
    const value = fields[name]
    return typeof value === 'boolean' ? !value : value.trim() === ''
  })
}
