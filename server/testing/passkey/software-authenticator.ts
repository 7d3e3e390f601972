/*
 * Test scaffolding: a software authenticator standing in for a device, so server tests can make real
 * attestations and assertions without a browser. An ES256 key pair from node:crypto, 'none'
 * attestation, and the little CBOR these structures need, encoded here. The server code under test is real.
 */
import crypto from 'node:crypto'
import type { TPasskeyParamsResponse } from '../../../shared/passkey/passkey-schemas.ts'

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
  const b = Buffer.alloc(5)
  b[0] = (major << 5) | 26
  b.writeUInt32BE(length, 1)
  return b
}

/** Just enough CBOR (RFC 8949) for attestation objects and COSE keys: ints, strings, bytes, maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)])
  const parts = [head(5, value.size)]
  for (const [k, v] of value) parts.push(cbor(k), cbor(v))
  return Buffer.concat(parts)
}

const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const

export interface CeremonyOptions {
  origin?: string
  rpId?: string
  /** Leave out user verification (UV flag). */
  withoutUserVerification?: boolean
  /** Sign with this counter instead of the next one. */
  counter?: number
  /** Answer this challenge instead of the one asked. */
  challenge?: string
  type?: string
}

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest()

export class SoftwareAuthenticator {
  readonly credentialId = crypto.randomBytes(32).toString('base64url')
  readonly rpId: string
  readonly origin: string
  userHandle: string | null = null
  counter = 0
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })

  constructor(rpId = 'localhost', origin = 'http://localhost') {
    this.rpId = rpId
    this.origin = origin
  }

  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' })
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    )
  }

  private clientData(type: string, challenge: string, options: CeremonyOptions): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: options.type ?? type,
        challenge: options.challenge ?? challenge,
        origin: options.origin ?? this.origin,
        crossOrigin: false,
      }),
    )
  }

  private authData(options: CeremonyOptions, counter: number, attested: Buffer | null): Buffer {
    let flags = FLAGS.UP | FLAGS.BE | FLAGS.BS
    if (!options.withoutUserVerification) flags |= FLAGS.UV
    if (attested) flags |= FLAGS.AT
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([
      sha256(options.rpId ?? this.rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ])
  }

  /** What navigator.credentials.create() gives for these params: the registration body's three fields. */
  register(params: TPasskeyParamsResponse, options: CeremonyOptions = {}) {
    this.userHandle = params.user?.id ?? null
    const id = Buffer.from(this.credentialId, 'base64url')
    const length = Buffer.alloc(2)
    length.writeUInt16BE(id.length)
    const attested = Buffer.concat([Buffer.alloc(16), length, id, this.coseKey()])
    const authData = this.authData(options, options.counter ?? this.counter, attested)
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    )
    return {
      credentialId: this.credentialId,
      attestationObject: attestationObject.toString('base64url'),
      clientDataJSON: this.clientData('webauthn.create', params.challenge, options).toString('base64url'),
    }
  }

  /** What navigator.credentials.get() gives for this challenge: the spec's login body. */
  assert(challenge: string, options: CeremonyOptions & { userHandle?: string | null } = {}) {
    const counter = options.counter ?? ++this.counter
    const authData = this.authData(options, counter, null)
    const clientDataJSON = this.clientData('webauthn.get', challenge, options)
    const signature = crypto.sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    )
    return {
      credentialId: this.credentialId,
      authenticatorData: authData.toString('base64url'),
      userHandle: options.userHandle === undefined ? (this.userHandle ?? '') : (options.userHandle ?? ''),
      clientDataJSON: clientDataJSON.toString('base64url'),
      signature: signature.toString('base64url'),
    }
  }
}
