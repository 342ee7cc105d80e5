import {
  CAROUSEL_POST_PRICE_PENCE,
  carouselQuantities,
  getAddOn,
  REPORTS_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from '#shared/catalogue/add-ons.ts'
import {
  type ChannelId,
  carouselChannelIds,
  channelName,
  EXTRA_CHANNEL_PRICE_PENCE,
  hasCarouselChannel,
} from '#shared/catalogue/channels.ts'
import { formatPence, formatPenceShort } from '#shared/format/money.ts'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import type { WizardAddOns } from '../lib/wizard-state.ts'

function TierButton(props: { pressed: boolean; onClick(): void; label: string; price: string }) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={cn(
        'flex min-w-24 flex-col items-center rounded-control border-2 px-3 py-2 text-sm',
        props.pressed ? 'border-brand-600 bg-brand-50' : 'border-line bg-white hover:border-brand-200',
      )}
    >
      <span className="font-semibold">{props.label}</span>
      <span className="text-muted">{props.price}</span>
    </button>
  )
}

function Group({ title, note, children }: { title: string; note: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-line bg-white p-4">
      <h3 className="font-semibold">{title}</h3>
      <p className="mb-3 text-sm text-muted">{note}</p>
      {children}
    </section>
  )
}

function CarouselUnavailable({ onAddChannel }: { onAddChannel(id: ChannelId): void }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        Carousel posts are for Instagram and LinkedIn only, and your order has neither. Add one of them as an
        extra channel ({formatPence(EXTRA_CHANNEL_PRICE_PENCE)}/month) to choose carousel posts.
      </p>
      <div className="flex flex-wrap gap-2">
        {carouselChannelIds.map((id) => (
          <Button key={id} variant="secondary" size="sm" onClick={() => onAddChannel(id)}>
            Add {channelName(id)}
          </Button>
        ))}
      </div>
    </div>
  )
}

/**
 * Optional add-ons. Clicking a chosen video or stories tier again removes it. Carousel posts are offered
 * only when the order has a channel that takes them; otherwise the step offers to add one.
 */
export function AddOnsStep({
  value,
  channels,
  onChange,
  onAddChannel,
}: {
  value: WizardAddOns
  /** The order's channels, free one included. */
  channels: readonly ChannelId[]
  onChange(change: Partial<WizardAddOns>): void
  onAddChannel(id: ChannelId): void
}) {
  const carouselAvailable = hasCarouselChannel(channels)
  return (
    <div className="grid gap-4">
      <p className="text-muted">Optional: extras billed monthly with your plan.</p>
      <Group title={getAddOn('videos').name} note={getAddOn('videos').description}>
        <div className="flex flex-wrap gap-2">
          {videoTiers.map((tier) => (
            <TierButton
              key={tier.quantity}
              pressed={value.videos === tier.quantity}
              onClick={() => onChange({ videos: value.videos === tier.quantity ? null : tier.quantity })}
              label={`${tier.quantity} videos`}
              price={formatPenceShort(tier.pricePence)}
            />
          ))}
        </div>
      </Group>
      <Group title={getAddOn('stories').name} note={getAddOn('stories').description}>
        <div className="flex flex-wrap gap-2">
          {storyTiers.map((tier) => (
            <TierButton
              key={tier.quantity}
              pressed={value.stories === tier.quantity}
              onClick={() => onChange({ stories: value.stories === tier.quantity ? null : tier.quantity })}
              label={`${tier.quantity} stories`}
              price={formatPenceShort(tier.pricePence)}
            />
          ))}
        </div>
      </Group>
      <Group
        title={getAddOn('carousel').name}
        note={`${getAddOn('carousel').description} ${formatPence(CAROUSEL_POST_PRICE_PENCE)} per post.`}
      >
        {carouselAvailable ? (
          <div className="flex flex-wrap items-center gap-2">
            {carouselQuantities
              .filter((n) => n > 0)
              .map((n) => (
                <TierButton
                  key={n}
                  pressed={value.carouselPosts === n}
                  onClick={() => onChange({ carouselPosts: n })}
                  label={`${n} posts`}
                  price={formatPenceShort(n * CAROUSEL_POST_PRICE_PENCE)}
                />
              ))}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ carouselPosts: 0 })}
              disabled={value.carouselPosts === 0}
            >
              Clear
            </Button>
          </div>
        ) : (
          <CarouselUnavailable onAddChannel={onAddChannel} />
        )}
      </Group>
      <Group title={getAddOn('reports').name} note={getAddOn('reports').description}>
        <TierButton
          pressed={value.reports}
          onClick={() => onChange({ reports: !value.reports })}
          label="Monthly reports"
          price={`${formatPence(REPORTS_PRICE_PENCE)}/month`}
        />
      </Group>
    </div>
  )
}
