import { useState } from 'react'
import { PICK_PAGE, type ProfilesResponse } from '#shared/schemas/profiles.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { RadioGroup } from '../../../components/ui/radio-group.tsx'
import { toast } from '../../../lib/toast.ts'
import { useChooseAccount } from '../api/choose-account.ts'

type Choice = NonNullable<ProfilesResponse['choice']>

/** After a Meta sign-in: the customer picks the Facebook Page (and with it the Instagram account). */
export function AccountChoice({ choice }: { choice: Choice }) {
  const [picked, setPicked] = useState('')
  const choose = useChooseAccount()
  const options = choice.accounts.map((account) => ({
    value: account.id,
    label: account.name,
    hint: account.instagramUsername
      ? `Instagram: @${account.instagramUsername}`
      : 'No Instagram professional account linked',
  }))
  async function submit() {
    try {
      const { notice } = await choose.mutateAsync(picked)
      void toast.success(notice)
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : 'Could not connect this Page')
    }
  }
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>{PICK_PAGE}</CardTitle>
      <RadioGroup
        legend="Your Facebook Pages"
        name="page"
        options={options}
        onChange={(event) => setPicked(event.target.value)}
      />
      <Button className="self-start" onClick={submit} disabled={!picked || choose.isPending}>
        {choose.isPending ? 'Connecting...' : 'Use this Page'}
      </Button>
    </Card>
  )
}
