/**
 * JSON in web storage that never throws: storage can be full, disabled or blocked (private windows,
 * strict privacy settings), and the chat must still work for this page.
 */
export function readStored<T>(storage: () => Storage, key: string): Partial<T> {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? 'null')
    return value && typeof value === 'object' ? (value as Partial<T>) : {}
  } catch {
    return {}
  }
}

export function writeStored(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value))
  } catch {
    // Not kept: the chat still works until the page is left.
  }
}

export const local = () => window.localStorage
export const session = () => window.sessionStorage
