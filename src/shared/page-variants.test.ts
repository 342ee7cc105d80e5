import { describe, expect, it } from 'vitest'
import { isVariantFile, variantCount, variantFile } from './page-variants.ts'
import { paths } from './paths.ts'

describe('page variants', () => {
  it('gives the our-work page several versions and every other page one', () => {
    expect(variantCount(paths.ourWork)).toBeGreaterThan(1)
    expect(variantCount(paths.pricing)).toBe(1)
  })

  it('names version 0 as the page itself and the others with their number', () => {
    expect(variantFile('dist/our-work/index.html', 0)).toBe('dist/our-work/index.html')
    expect(variantFile('dist/our-work/index.html', 3)).toBe('dist/our-work/index.3.html')
  })

  it('recognises the further versions of a page file, and nothing else', () => {
    expect(isVariantFile('index', variantFile('index.html', 7))).toBe(true)
    expect(isVariantFile('index', 'index.html')).toBe(false)
    expect(isVariantFile('index', 'index.x.html')).toBe(false)
    expect(isVariantFile('home', 'index.1.html')).toBe(false)
  })
})
