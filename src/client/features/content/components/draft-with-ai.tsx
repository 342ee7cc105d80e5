import { useState } from 'react'
import type { ChannelId } from '#shared/catalogue/channels.ts'
import { DRAFT_LIMITS, DRAFT_WITH_AI } from '#shared/schemas/drafting.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useDraftAvailability, useDraftWithAi } from '../api/draft-with-ai.ts'

interface DraftWithAiProps {
  customerId: string
  channel: ChannelId
  /** Puts the draft in the form's caption and hashtags, for the team to edit before saving. */
  onDraft(draft: { caption: string; hashtags: string[] }): void
}

/** 'Draft with AI': shown only when the server has a model (LLM_*); writes from the customer's brief. */
export function DraftWithAi({ customerId, channel, onDraft }: DraftWithAiProps) {
  const availability = useDraftAvailability()
  const draft = useDraftWithAi()
  const [instruction, setInstruction] = useState('')
  if (!availability.data?.available) return null
  const limits = DRAFT_LIMITS[channel]

  async function write() {
    try {
      const answer = await draft.mutateAsync({ customerId, request: { channel, instruction } })
      onDraft(answer)
      void toast.success(answer.notice)
    } catch (error) {
      void toast.error('No draft this time', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-control border border-line p-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          label="Instruction for the draft (optional)"
          hint={`From the customer's brief; up to ${limits.caption} characters and ${limits.hashtags} hashtags on this channel.`}
          maxLength={500}
          placeholder="Announce the Saturday opening"
          value={instruction}
          onChange={(event) => setInstruction(event.target.value)}
        />
      </div>
      <Button variant="secondary" onClick={() => void write()} disabled={draft.isPending}>
        {draft.isPending ? 'Drafting...' : DRAFT_WITH_AI}
      </Button>
    </div>
  )
}
