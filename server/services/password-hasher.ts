import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 25 ms a hash on the 2-core box. */
export const PASSWORD_HASH_PARAMETERS = {
  // Algorithm is an ambient const enum, which isolated modules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_PARAMETERS)
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}
