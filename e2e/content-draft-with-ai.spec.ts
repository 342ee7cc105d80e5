import { beforeAll, describe, expect, it } from 'vitest'
import { LlmStandIn } from '../tests/support/llm-stand-in.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { openAsAdmin, openAsNewCustomer, toastShows } from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]

describe("'Draft with AI' in the team's post form", () => {
  const model = new LlmStandIn()
  // Filled before the server starts (hooks run in the order they are declared).
  const llmEnv: Record<string, string> = {}
  beforeAll(async () => {
    llmEnv.LLM_BASE_URL = await model.start()
    llmEnv.LLM_MODEL = 'stand-in-model'
    llmEnv.LLM_TIMEOUT_MS = '5000'
    return () => model.stop()
  })
  const env = useBrowserEnvironment({ env: llmEnv })

  describe('for a customer with a brief', () => {
    beforeAll(async () => {
      const rosa = await openAsNewCustomer(env, 'rosa@example.com', 'Rosa Baker')
      const saved = await rosa.context.request.put(`${env.server.url}/api/brief`, {
        headers: { origin: env.server.url },
        data: { businessName: 'Rosa’s Bakery', whatYouSell: 'Sourdough baked every morning' },
      })
      expect(saved.ok()).toBe(true)
      await rosa.context.close()
    })

    for (const viewport of viewports) {
      it(`drafts a caption and hashtags the team can edit (${viewport.name})`, async () => {
        model.reply = () =>
          '{"caption": "Sourdough, warm from the oven at Rosa’s.", "hashtags": ["sourdough", "bakery"]}'
        const { page, context } = await openAsAdmin(env, '/admin/content', viewport)
        await page.getByLabel('Search customers by email or name').fill('rosa@')
        await page.getByRole('button', { name: /Rosa Baker/ }).click()
        await page.getByRole('button', { name: 'New Post' }).click()
        const dialog = page.getByRole('dialog', { name: 'New Post' })
        await dialog.getByLabel('Instruction for the draft (optional)').fill('Saturday opening')
        await expectNoViolations(page)
        await dialog.getByRole('button', { name: 'Draft with AI' }).click()
        await toastShows(page, 'Draft written: please read and edit it before saving')
        expect(await dialog.getByLabel('Caption').inputValue()).toBe(
          'Sourdough, warm from the oven at Rosa’s.',
        )
        expect(await dialog.getByLabel('Hashtags').inputValue()).toBe('#sourdough #bakery')
        expect(model.requests.at(-1)?.body.messages[1]?.content).toContain('Saturday opening')
        await context.close()
      })
    }
  })
})
