import { type ChannelId, checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE } from '#shared/catalogue/channels.ts'
import { formatPence } from '#shared/format/money.ts'
import { ChoiceCard } from './choice-card.tsx'

export function FreeChannelStep({
  value,
  onChange,
}: {
  value: ChannelId | null
  onChange(id: ChannelId): void
}) {
  return (
    <fieldset>
      <legend className="mb-4 text-muted">One social media channel is included free with your plan.</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {checkoutChannels.map((channel) => (
          <ChoiceCard
            key={channel.id}
            type="radio"
            name="free-channel"
            checked={value === channel.id}
            onChange={() => onChange(channel.id)}
          >
            <span className="font-medium">{channel.name}</span>
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  )
}

interface ExtraChannelsStepProps {
  freeChannel: ChannelId | null
  value: readonly ChannelId[]
  onToggle(id: ChannelId): void
}

export function ExtraChannelsStep({ freeChannel, value, onToggle }: ExtraChannelsStepProps) {
  return (
    <fieldset>
      <legend className="mb-4 text-muted">
        Optional: add more channels at {formatPence(EXTRA_CHANNEL_PRICE_PENCE)} per month each.
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {checkoutChannels
          .filter((channel) => channel.id !== freeChannel)
          .map((channel) => (
            <ChoiceCard
              key={channel.id}
              type="checkbox"
              name="additional-channels"
              checked={value.includes(channel.id)}
              onChange={() => onToggle(channel.id)}
            >
              <span className="font-medium">{channel.name}</span>
              <span className="block text-sm text-muted">
                +{formatPence(EXTRA_CHANNEL_PRICE_PENCE)}/month
              </span>
            </ChoiceCard>
          ))}
      </div>
    </fieldset>
  )
}
