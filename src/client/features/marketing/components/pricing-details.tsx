import { AddOns, ExtraChannels, IncludedInAllPlans } from './pricing-sections.tsx'

/** The pricing page's details below the plans: hydrated as the visitor scrolls to them. */
export default function PricingDetails() {
  return (
    <div id="pricing-details">
      <IncludedInAllPlans />
      <AddOns />
      <ExtraChannels />
    </div>
  )
}
