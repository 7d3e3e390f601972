import type { Adapter, AdapterPayload } from 'oidc-provider'

/** oidc-provider's storage for one stand-in, in memory: its tokens live as long as the peer. */
export function peerAdapterFactory() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>()
  const live = (key: string) => {
    const entry = store.get(key)
    if (!entry) return undefined
    if (entry.expiresAt < Date.now()) {
      store.delete(key)
      return undefined
    }
    return entry.payload
  }
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload, expiresAt: Date.now() + (expiresIn ?? 3600) * 1000 })
      },
      async find(id) {
        return live(key(id))
      },
      async findByUid(uid) {
        for (const [k, v] of store) if (k.startsWith(`${model}:`) && v.payload.uid === uid) return live(k)
        return undefined
      },
      async findByUserCode(userCode) {
        for (const [k, v] of store)
          if (k.startsWith(`${model}:`) && v.payload.userCode === userCode) return live(k)
        return undefined
      },
      async consume(id) {
        const entry = store.get(key(id))
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        store.delete(key(id))
      },
      async revokeByGrantId(grantId) {
        for (const [k, v] of store) if (v.payload.grantId === grantId) store.delete(k)
      },
    }
  }
}
