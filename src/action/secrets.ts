/**
 * Every secret the run learns is registered here: it is masked in the runner's log (setSecret) and
 * removed from any text we print ourselves, because masking covers only the exact string and a
 * service may echo a secret back in another encoding.
 */
export const MASK = '***'

export class Secrets {
  private readonly values = new Set<string>()

  constructor(private readonly setSecret: (value: string) => void) {}

  add(value: string): void {
    if (value === '' || this.values.has(value)) return
    this.values.add(value)
    this.setSecret(value)
  }

  redact(text: string): string {
    let out = text
    // Longest first, so that a secret containing another is removed whole.
    const ordered = [...this.values].sort((a, b) => b.length - a.length)
    for (const value of ordered) {
      for (const form of encodings(value)) {
        out = out.split(form).join(MASK)
      }
    }
    return out
  }
}

function encodings(value: string): string[] {
  const forms = new Set([value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)])
  forms.add(JSON.stringify(value).slice(1, -1))
  return [...forms].filter((form) => form.length > 0)
}
