import crypto from 'node:crypto'
import sharp from 'sharp'
import {
  destinationByKey,
  IMAGE_SIZES,
  isImageSize,
  isSeason,
  type TSeason,
} from '../../../shared/trips/trip-images.ts'

/**
 * The seasonal trip images (decision 043): a small landscape drawn from the destination's key (the
 * shape of its hills and skyline) and the season (its colours), rendered once per URL and kept. There
 * are 23 destinations, 4 seasons and 3 sizes, so the cache is bounded by the catalogue itself.
 */
export interface SeasonalImage {
  body: Buffer
  etag: string
  contentType: 'image/webp'
}

export interface SeasonalImageService {
  /** null for any destination, season or size the catalogue does not have. */
  image(destination: string, season: string, size: string): Promise<SeasonalImage | null>
}

const PALETTES: Record<
  TSeason,
  { sky: [string, string]; far: string; near: string; sun: string; accent: string }
> = {
  spring: { sky: ['#bfe3f2', '#f7e8f1'], far: '#8cc79a', near: '#5fa36a', sun: '#fff3b0', accent: '#f4a6c0' },
  summer: { sky: ['#4fb6ea', '#d2f1ff'], far: '#4fa56a', near: '#2e7d4b', sun: '#ffd34d', accent: '#ffe58a' },
  autumn: { sky: ['#f3b56b', '#fbe6c4'], far: '#c8702f', near: '#8f4520', sun: '#fff0c9', accent: '#e0892e' },
  winter: { sky: ['#9cb4ca', '#eef3f7'], far: '#dfe8ef', near: '#ffffff', sun: '#f5f7fa', accent: '#ffffff' },
}

/** A small deterministic generator seeded from the key, so one destination always looks the same. */
function seeded(key: string): () => number {
  let state = crypto.createHash('sha256').update(key).digest().readUInt32LE(0) || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x1_0000_0000
  }
}

function hills(width: number, height: number, base: number, amplitude: number, random: () => number) {
  const steps = 6
  let path = `M0 ${height} L0 ${(base - random() * amplitude).toFixed(1)}`
  for (let i = 1; i <= steps; i += 1) {
    const x = (width * i) / steps
    const cx = x - width / steps / 2
    path += ` Q${cx.toFixed(1)} ${(base - amplitude - random() * amplitude).toFixed(1)} ${x.toFixed(1)} ${(base - random() * amplitude).toFixed(1)}`
  }
  return `${path} L${width} ${height} Z`
}

function skyline(width: number, height: number, random: () => number, colour: string) {
  const ground = height * 0.78
  const blocks: string[] = []
  let x = width * (0.15 + random() * 0.2)
  const end = width * (0.55 + random() * 0.3)
  while (x < end) {
    const w = width * (0.02 + random() * 0.035)
    const h = height * (0.1 + random() * 0.28)
    blocks.push(
      `<rect x="${x.toFixed(1)}" y="${(ground - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${colour}" opacity="0.55"/>`,
    )
    x += w + width * 0.004
  }
  return blocks.join('')
}

function specks(width: number, height: number, random: () => number, colour: string, count: number) {
  const dots: string[] = []
  for (let i = 0; i < count; i += 1) {
    const r = Math.max(1, Math.min(width, height) * (0.004 + random() * 0.008))
    dots.push(
      `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" opacity="0.8"/>`,
    )
  }
  return dots.join('')
}

export function seasonalSvg(destination: string, season: TSeason, width: number, height: number): string {
  const random = seeded(destination)
  const p = PALETTES[season]
  const sunX = width * (0.15 + random() * 0.7)
  const sunR = Math.min(width, height) * 0.09
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${sunX.toFixed(1)}" cy="${(height * 0.28).toFixed(1)}" r="${sunR.toFixed(1)}" fill="${p.sun}"/>`,
    skyline(width, height, random, p.near === '#ffffff' ? '#7d8ea0' : '#31424f'),
    `<path d="${hills(width, height, height * 0.72, height * 0.1, random)}" fill="${p.far}"/>`,
    `<path d="${hills(width, height, height * 0.88, height * 0.06, random)}" fill="${p.near}"/>`,
    season === 'summer' ? '' : specks(width, height, random, p.accent, season === 'winter' ? 40 : 18),
    '</svg>',
  ].join('')
}

export function createSeasonalImageService(): SeasonalImageService {
  const cache = new Map<string, Promise<SeasonalImage>>()
  return {
    async image(destination, season, size) {
      if (!destinationByKey(destination) || !isSeason(season) || !isImageSize(size)) return null
      const key = `${destination}/${season}/${size}`
      let rendering = cache.get(key)
      if (!rendering) {
        const { width, height } = IMAGE_SIZES[size]
        rendering = sharp(Buffer.from(seasonalSvg(destination, season, width, height)))
          .webp({ quality: 80 })
          .toBuffer()
          .then((body) => ({
            body,
            etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
            contentType: 'image/webp' as const,
          }))
        // A failed rendering is not kept: the next request tries again.
        rendering.catch(() => cache.delete(key))
        cache.set(key, rendering)
      }
      return rendering
    },
  }
}
