// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. Never downloads a browser
// build of its own: it installs the distribution package when running as root, otherwise says what to do.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Headless flags that keep Chromium from reaching for the network this machine does not have. */
export const CHROMIUM_HEADLESS_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`,
    )
    process.exit(1)
  }
  console.log('Installing Debian chromium for the browser tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand and run the tests again.`)
      process.exit(1)
    }
  }
}

if (import.meta.main) ensureChromium()
