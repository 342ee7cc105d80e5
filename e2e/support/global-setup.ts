import { ensureClientBuild } from '../../scripts/client-build.ts'
import { ensureChromium } from '../../scripts/ensure-chromium.ts'

/** Browser tests run against the production build in Debian's Chromium. */
export default function setup() {
  ensureChromium()
  ensureClientBuild()
}
