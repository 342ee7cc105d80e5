const KEY = 'postcraft:pages-loaded'

/** Counts full page loads of this site in this tab (sessionStorage is per tab). */
export function recordPageLoad(): void {
  try {
    sessionStorage.setItem(KEY, String(Number(sessionStorage.getItem(KEY) ?? 0) + 1))
  } catch {
    // Storage can be unavailable (private modes); a Back button then falls back to its link.
  }
}

/** True when another page of this site was loaded earlier in this tab, so going back stays here. */
export function loadedEarlierPage(): boolean {
  try {
    return Number(sessionStorage.getItem(KEY) ?? 0) > 1
  } catch {
    return false
  }
}
