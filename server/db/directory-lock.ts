import fs from 'node:fs'
import path from 'node:path'

export interface DirectoryLock {
  release(): void
}

export class DirectoryLockedError extends Error {
  readonly dir: string
  readonly pid: number
  constructor(dir: string, pid: number) {
    super(`${dir} is in use by process ${pid}; stop it first (one process per PGlite directory)`)
    this.name = 'DirectoryLockedError'
    this.dir = dir
    this.pid = pid
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * An exclusive lock file holding the owner's pid. A lock left by a process that has died
 * (kill -9, power loss) is taken over; one held by a live process is refused.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const file = path.join(dir, 'fernway.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      let released = false
      return {
        release() {
          if (released) return
          released = true
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file)
          } catch {
            // already gone
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(fs.readFileSync(file, 'utf8'))
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new DirectoryLockedError(dir, owner)
      }
      if (owner === process.pid) throw new DirectoryLockedError(dir, owner)
      fs.unlinkSync(file)
    }
  }
  throw new Error(`could not lock ${dir}`)
}
