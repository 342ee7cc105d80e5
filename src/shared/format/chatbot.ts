/** Spec §4: underscores become spaces and each word is capitalised; no outcome is 'In Progress'. */
export function outcomeLabel(outcome: string | null): string {
  if (!outcome) return 'In Progress'
  return outcome
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** A session's length as minutes and seconds: "0m 45s", "12m 05s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`
}

/** A rate or average shown on the Insights cards: rounded, as a whole number. */
export function roundedPercent(value: number): string {
  return `${Math.round(value)}%`
}
