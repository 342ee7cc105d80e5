/** A progress bar on a terminal (redrawn in place on stderr); elsewhere a line every 10%. */
export class ProgressBar {
  private readonly total: number
  private readonly unit: string
  private readonly started = Date.now()
  private lastTenth = -1
  private readonly tty = process.stderr.isTTY === true

  constructor(total: number, unit: string) {
    this.total = total
    this.unit = unit
  }

  update(done: number, note = ''): void {
    const share = this.total === 0 ? 1 : done / this.total
    const elapsed = (Date.now() - this.started) / 1000
    const eta = share > 0 ? Math.round(elapsed / share - elapsed) : 0
    const counts = `${done.toLocaleString('en-GB')}/${this.total.toLocaleString('en-GB')} ${this.unit}`
    const text = `${Math.floor(share * 100)}% ${counts}${note ? `, ${note}` : ''}, ${Math.round(elapsed)} s, about ${eta} s left`
    if (this.tty) {
      const width = 30
      const filled = Math.round(share * width)
      process.stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}\u001b[K`)
      return
    }
    const tenth = Math.floor(share * 10)
    if (tenth > this.lastTenth) {
      this.lastTenth = tenth
      process.stderr.write(`${text}\n`)
    }
  }

  finish(): void {
    if (this.tty) process.stderr.write('\n')
  }
}
