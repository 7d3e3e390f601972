/** A person as the site names them (the spec's accountName): their full name, else their e-mail. */
export function accountName(person: { firstName: string | null; lastName: string | null; email: string }) {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || person.email
}
