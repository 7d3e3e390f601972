import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { directoryIndex, directoryLink } from './import-directory.ts'

const index = directoryIndex({
  offices: [{ id: 'o1', name: 'Seoul Office' }],
  groups: [
    { id: 'g1', name: 'Eng' },
    { id: 'g2', name: 'Ops' },
  ],
})

describe('linking an import row to offices and groups', () => {
  it('finds names whatever their case, width or surrounding spaces', () => {
    const { link, errors } = directoryLink(
      { office: ' ＳＥＯＵＬ office ', groups: ['eng', 'OPS', 'Eng'] },
      index,
    )
    expect(errors).toEqual([])
    expect(link).toEqual({ officeId: 'o1', groupIds: ['g1', 'g2'] })
  })

  it('reports each unknown office and the unknown groups once, and links what it knows', () => {
    const { link, errors } = directoryLink(
      { office: 'Atlantis', groups: ['Eng', 'Nowhere', 'Elsewhere'] },
      index,
    )
    expect(errors).toEqual([
      { code: 'OFFICE_UNKNOWN', column: 'office' },
      { code: 'GROUP_UNKNOWN', column: 'groups' },
    ])
    expect(link).toEqual({ officeId: null, groupIds: ['g1'] })
  })

  it('never links a name the company does not have', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 5 }), (office, groups) => {
        const { link, errors } = directoryLink({ office, groups }, index)
        const known = new Set(['o1', 'g1', 'g2'])
        expect([link.officeId, ...link.groupIds].filter((id) => id !== null && !known.has(id))).toEqual([])
        if (office && !link.officeId) expect(errors.map((e) => e.code)).toContain('OFFICE_UNKNOWN')
      }),
    )
  })
})
