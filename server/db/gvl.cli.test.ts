import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRIVACY_API } from '../../shared/privacy/privacy-contract.ts'
import {
  ZIabInitialPrefsResponseSchema,
  ZIabVendorsResponseSchema,
} from '../../shared/privacy/privacy-schemas.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { runDbCli, useCleanups } from '../testing/db/cli-test-kit.ts'
import { silentLogger } from '../testing/db/test-databases.ts'
import { generateTranslation, generateVendorList } from '../testing/privacy/iab/gvl-fixture.ts'
import { openDatabase } from './database.ts'
import { migrate } from './migrate.ts'

const NO_STACK = expect.not.stringMatching(/\n\s+at /)

const runCli = (args: string[], env: Record<string, string>) => runDbCli('gvl.cli.ts', args, env)

describe('npm run gvl', () => {
  const { cleanups, tempDir } = useCleanups()

  it('imports a thousand-vendor list in the real format with its translation; the site starts with it; refusals write nothing', async () => {
    const dir = tempDir('fernway-gvl-')
    const dataDir = path.join(dir, 'data')
    const open = () =>
      openDatabase({ databaseUrl: null, databaseSchema: null, dataDir, logger: silentLogger })
    const setup = await open()
    await migrate(setup.db, silentLogger)
    await setup.close()
    const file = (name: string, json: unknown) => {
      const at = path.join(dir, name)
      fs.writeFileSync(at, typeof json === 'string' ? json : JSON.stringify(json))
      return at
    }
    const list = generateVendorList(150)
    const listFile = file('vendor-list.json', list)
    const koFile = file('purposes-ko.json', generateTranslation(list))
    const broken = generateVendorList(151) as { vendors: Record<string, { cookieRefresh: unknown }> }
    for (const v of Object.values(broken.vendors)) v.cookieRefresh = 'yes'
    const env = { DATA_DIR: dataDir }

    for (const [args, message] of [
      [[], 'say which vendor list to import'],
      [[listFile, listFile], 'say which vendor list to import'],
      [[listFile, '--force'], 'usage'],
      [[listFile, '--translations', 'ko'], '<language>=<file or URL>'],
      [[listFile, '--translations', `ko=${koFile}`, '--translations', `KO=${koFile}`], 'ko is given twice'],
      [['http://vendor-list.consensu.org/v3/vendor-list.json'], 'only https addresses are fetched'],
      [[path.join(dir, 'missing.json')], 'cannot read (ENOENT)'],
      [[file('not.json', '{"vendors": ')], 'not JSON'],
      [
        [file('broken.json', broken)],
        /not a valid GVL v3 vendor list: vendors\.\d+\.cookieRefresh: .*\(and \d+ more\)/,
      ],
      [
        [listFile, '--translations', `ko=${listFile}`],
        'translation (ko): vendors: a vendor list, not a translation',
      ],
      [[file('v142.json', generateVendorList(142))], 'version 142 is not newer than version 142'],
    ] as const) {
      const result = await runCli([...args], env)
      expect(result.status, args.join(' ')).toBe(1)
      expect(result.output, args.join(' ')).toMatch(message)
      expect(result.output).toEqual(NO_STACK)
    }

    const done = await runCli([listFile, '--translations', `ko=${koFile}`], env)
    expect(done).toEqual({
      status: 0,
      output: 'gvl: imported version 150 with 1000 vendors and translations ko\n',
    })
    const twice = await runCli([listFile], env)
    expect(twice).toMatchObject({
      status: 1,
      output: 'gvl: version 150 is not newer than version 150, already kept; nothing imported\n',
    })

    const database = await open()
    cleanups.unshift(() => database.close())
    expect(
      await database.db.selectFrom('iab_vendor_lists').select(['version', 'vendor_count']).execute(),
    ).toEqual([{ version: 150, vendor_count: 1_000 }])
    // A server started afterwards shows the imported list.
    const config = loadConfig({ NODE_ENV: 'test' }, { dataDir })
    const app = await buildApp(config, { database, requireWebBuild: false })
    cleanups.unshift(() => app.close())
    const initial = ZIabInitialPrefsResponseSchema.parse(
      (await app.inject({ url: PRIVACY_API.iabInitialPrefs })).json(),
    )
    expect(initial).toMatchObject({ vendorListVersion: 150, numVendors: 1_003 })
    const vendors = ZIabVendorsResponseSchema.parse(
      (await app.inject({ url: PRIVACY_API.iabVendors })).json(),
    )
    expect(vendors.vendors.map((v) => v.id)).toEqual(initial.vendorIds)
  }, 240_000)
})
