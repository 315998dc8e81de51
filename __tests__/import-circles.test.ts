// No module of src/ imports itself through others (type imports count: a circle is a knot either way).
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const SRC = join(import.meta.dirname, '../src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []
  )
}

export function circles(files: string[], read: (file: string) => string): string[] {
  const imports = new Map(
    files.map((file) => [
      file,
      [...read(file).matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)]
        .map((match) => resolve(dirname(file), match[1].replace(/\.js$/, '.ts')))
        .filter((target) => files.includes(target))
    ])
  )
  const found: string[] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string): void => {
    path.push(file)
    for (const target of imports.get(file) ?? []) {
      const at = path.indexOf(target)
      if (at >= 0)
        found.push(
          path
            .slice(at)
            .map((step) => relative(SRC, step))
            .join(' -> ')
        )
      else if (!done.has(target)) visit(target)
    }
    path.pop()
    done.add(file)
  }
  for (const file of files) if (!done.has(file)) visit(file)
  return found
}

describe('imports in src/', () => {
  it('form no circle', () => {
    const found = circles(sources(SRC), (file) => readFileSync(file, 'utf8'))
    expect(found).toEqual([])
  })

  it('are seen to form one when they do', () => {
    const text: Record<string, string> = {
      [join(SRC, 'a.ts')]: "import { b } from './b.js'",
      [join(SRC, 'b.ts')]: "import type { A } from './a.js'"
    }
    expect(circles(Object.keys(text), (file) => text[file])).toEqual(['a.ts -> b.ts'])
  })
})
