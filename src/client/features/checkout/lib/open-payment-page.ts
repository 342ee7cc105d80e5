/**
 * Opens the payment page in a new tab that cannot reach back to this one; when the browser blocks the
 * tab, the top window (or this one) goes there instead.
 */
export function openPaymentPage(url: string): void {
  const opened = window.open(url, '_blank')
  if (opened) {
    opened.opener = null
    return
  }
  const target = window.top ?? window
  target.location.href = url
}
