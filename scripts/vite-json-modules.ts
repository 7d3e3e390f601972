import fs from 'node:fs'
import type { Plugin } from 'vite'

interface JsonModulesOptions<T> {
  /** The plugin's name, as Vite reports it. */
  name: string
  /** The id the web app imports, or, ending in `/`, the prefix of several. */
  id: string
  /** What Vite knows the module by (`\0` first, so no other plugin reads it); a prefix's part follows it. */
  resolved: string
  /** The JSON file the modules are cut from; a change to it reloads them while developing. */
  file: string
  /** The module's default export: what it needs of the file. `part` is what follows a prefix, else ''. */
  cut(json: T, part: string): unknown
}

/**
 * Virtual modules cut from one JSON file at build time, so that the browser gets only the part a module
 * needs and the file stays the one source.
 */
export function jsonModules<T>({ name, id, resolved, file, cut }: JsonModulesOptions<T>): Plugin {
  const several = id.endsWith('/')
  return {
    name,
    resolveId(source) {
      if (several ? !source.startsWith(id) : source !== id) return null
      return `${resolved}${source.slice(id.length)}`
    },
    load(source) {
      if (several ? !source.startsWith(resolved) : source !== resolved) return null
      this.addWatchFile(file)
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as T
      return `export default ${JSON.stringify(cut(json, source.slice(resolved.length)))}`
    },
  }
}
