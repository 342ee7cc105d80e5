import {
  type CarouselQuantity,
  carouselQuantities,
  type StoryQuantity,
  storyQuantities,
  type VideoQuantity,
  videoQuantities,
} from '#shared/catalogue/add-ons.ts'
import { type ChannelId, checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE } from '#shared/catalogue/channels.ts'
import { formatPencePerMonth } from '#shared/format/money.ts'
import type { OrderAddOns } from '#shared/pricing/selection.ts'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { Field, Select } from '../../../components/ui/field.tsx'

export interface Extras {
  additionalChannels: ChannelId[]
  addOns: OrderAddOns
}

interface ExtrasEditorProps {
  freeChannel: ChannelId
  value: Extras
  onChange(value: Extras): void
}

const NONE = ''

/**
 * The extra channels and add-ons, starting from what the plan has: more starts now (the difference is
 * charged for the rest of the period), less from the next period.
 */
export function ExtrasEditor({ freeChannel, value, onChange }: ExtrasEditorProps) {
  const toggle = (channel: ChannelId, on: boolean) =>
    onChange({
      ...value,
      additionalChannels: on
        ? [...value.additionalChannels, channel]
        : value.additionalChannels.filter((id) => id !== channel),
    })
  const setAddOns = (addOns: Partial<OrderAddOns>) =>
    onChange({ ...value, addOns: { ...value.addOns, ...addOns } })
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">
          Additional channels ({formatPencePerMonth(EXTRA_CHANNEL_PRICE_PENCE)} each)
        </legend>
        {checkoutChannels
          .filter((channel) => channel.id !== freeChannel)
          .map((channel) => (
            <Checkbox
              key={channel.id}
              label={channel.name}
              checked={value.additionalChannels.includes(channel.id)}
              onCheckedChange={(on) => toggle(channel.id, on)}
            />
          ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Short-form videos">
          {({ id }) => (
            <Select
              id={id}
              value={value.addOns.videos ?? NONE}
              onChange={(event) =>
                setAddOns({
                  videos: event.target.value === NONE ? null : (Number(event.target.value) as VideoQuantity),
                })
              }
            >
              <option value={NONE}>None</option>
              {videoQuantities.map((n) => (
                <option key={n} value={n}>
                  {n} videos
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Stories posts">
          {({ id }) => (
            <Select
              id={id}
              value={value.addOns.stories ?? NONE}
              onChange={(event) =>
                setAddOns({
                  stories: event.target.value === NONE ? null : (Number(event.target.value) as StoryQuantity),
                })
              }
            >
              <option value={NONE}>None</option>
              {storyQuantities.map((n) => (
                <option key={n} value={n}>
                  {n} stories
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Carousel posts">
          {({ id }) => (
            <Select
              id={id}
              value={value.addOns.carouselPosts}
              onChange={(event) =>
                setAddOns({ carouselPosts: Number(event.target.value) as CarouselQuantity })
              }
            >
              {carouselQuantities.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'None' : `${n} carousels`}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Checkbox
        label="Reports and analytics"
        checked={value.addOns.reports}
        onCheckedChange={(reports) => setAddOns({ reports })}
      />
    </div>
  )
}
