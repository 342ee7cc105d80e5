import { AddOns, ExtraChannels, IncludedInAllPlans } from './pricing-sections.tsx'

/** What every plan includes, the add-ons and extra channels: below the plans on /pricing. */
export default function PricingDetails() {
  return (
    <div id="pricing-details">
      <IncludedInAllPlans />
      <AddOns />
      <ExtraChannels />
    </div>
  )
}
