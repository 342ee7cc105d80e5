import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { formatPence } from '../../../../shared/format/money.ts'
import { quote } from '../../../../shared/pricing/quote.ts'
import { CHECKOUT_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../../../../shared/schemas/checkout.ts'
import { Button } from '../../../components/ui/button.tsx'
import { createCheckout } from '../api/checkout-api.ts'
import { AddOnsStep } from '../components/add-ons-step.tsx'
import { ExtraChannelsStep, FreeChannelStep } from '../components/channel-steps.tsx'
import { type FormErrors, formErrors, OrderFormStep } from '../components/order-form-step.tsx'
import { OrderSummary } from '../components/order-summary.tsx'
import { PlanStep } from '../components/plan-step.tsx'
import { StepProgress, stepTitles } from '../components/step-progress.tsx'
import { openPaymentPage } from '../lib/open-payment-page.ts'
import { selectionOf, summarise } from '../lib/order-summary.ts'
import { useWizard } from '../lib/use-wizard.ts'
import { canLeaveStep, STEP_COUNT } from '../lib/wizard-state.ts'

const FAILED_MESSAGE = 'Failed to create checkout session. Please try again.'

export default function CheckoutPage() {
  const [state, dispatch] = useWizard()
  const [errors, setErrors] = useState<FormErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const figures = summarise(state)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(state.step)

  // A new step is announced by moving focus to its heading (not on first load).
  useEffect(() => {
    if (shownStep.current === state.step) return
    shownStep.current = state.step
    headingRef.current?.focus()
  }, [state.step])

  function applyCoupon() {
    const selection = selectionOf(state)
    const status = selection ? quote({ ...selection, couponCode: state.couponInput }).couponStatus : 'invalid'
    if (status === 'applied') {
      dispatch({ type: 'coupon', code: state.couponInput.trim().toUpperCase() })
      toast.success('Coupon Applied!', { description: '10% discount has been applied to your order.' })
    } else {
      toast.error('Invalid Coupon', { description: 'The coupon code you entered is not valid.' })
    }
  }

  async function submit() {
    const email = state.form.email.trim()
    const selection = selectionOf(state)
    if (!state.plan || email === '') {
      toast.error('Error', { description: 'Please select a plan and enter your email' })
      return
    }
    if (!CHECKOUT_EMAIL_PATTERN.test(email)) {
      toast.error('Invalid Email', { description: INVALID_EMAIL_MESSAGE })
      return
    }
    const found = formErrors(state.form)
    setErrors(found)
    if (Object.keys(found).length > 0 || !selection) return
    const priced = quote(selection)
    setSubmitting(true)
    try {
      const { url } = await createCheckout({
        email,
        ...selection,
        additionalChannels: [...selection.additionalChannels],
        discount: priced.discountPence / 100,
        finalTotal: priced.totalPence / 100,
      })
      if (!url) throw new Error('No checkout URL returned')
      openPaymentPage(url)
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : FAILED_MESSAGE
      toast.error('Checkout Failed', { description: message })
    } finally {
      setSubmitting(false)
    }
  }

  const { step } = state
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="checkout-step-heading">
        <h1 className="mb-2 text-3xl font-bold">Checkout</h1>
        <StepProgress step={step} />
        <h2
          id="checkout-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 text-xl font-semibold outline-none"
        >
          Step {step} of {STEP_COUNT}: {stepTitles[step - 1]}
        </h2>
        {step === 1 ? (
          <PlanStep value={state.plan} onChange={(plan) => dispatch({ type: 'plan', plan })} />
        ) : null}
        {step === 2 ? (
          <FreeChannelStep
            value={state.freeChannel}
            onChange={(channel) => dispatch({ type: 'freeChannel', channel })}
          />
        ) : null}
        {step === 3 ? (
          <ExtraChannelsStep
            freeChannel={state.freeChannel}
            value={state.additionalChannels}
            onToggle={(channel) => dispatch({ type: 'toggleChannel', channel })}
          />
        ) : null}
        {step === 4 ? (
          <AddOnsStep value={state.addOns} onChange={(change) => dispatch({ type: 'addOns', change })} />
        ) : null}
        {step === 5 ? (
          <OrderFormStep
            form={state.form}
            errors={errors}
            onChange={(change) => dispatch({ type: 'form', change })}
            couponInput={state.couponInput}
            couponCode={state.couponCode}
            onCouponInput={(value) => dispatch({ type: 'couponInput', value })}
            onApplyCoupon={applyCoupon}
            onRemoveCoupon={() => dispatch({ type: 'coupon', code: null })}
          />
        ) : null}
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          {step > 1 ? (
            <Button variant="secondary" onClick={() => dispatch({ type: 'previous' })}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          {step < STEP_COUNT ? (
            <Button onClick={() => dispatch({ type: 'next' })} disabled={!canLeaveStep(state)}>
              Next
            </Button>
          ) : (
            <Button onClick={() => void submit()} disabled={submitting}>
              {submitting ? 'Redirecting to payment...' : 'Continue to Payment'}
            </Button>
          )}
        </div>
        {figures ? (
          // On a phone the full summary sits below the wizard; the total stays in view meanwhile.
          <p className="sticky bottom-0 mt-6 flex justify-between border-t border-line bg-white/95 px-1 py-3 font-semibold lg:hidden">
            <span>Total</span>
            <span className="tabular-nums">{formatPence(figures.totalPence)}/month</span>
          </p>
        ) : null}
      </section>
      <OrderSummary figures={figures} />
    </div>
  )
}
