import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { BillingInterval } from '#shared/billing/period.ts'
import { findCoupon } from '#shared/catalogue/coupons.ts'
import { formatPence } from '#shared/format/money.ts'
import { periodAmountPence } from '#shared/pricing/billing.ts'
import { quote } from '#shared/pricing/quote.ts'
import {
  INVALID_EMAIL_MESSAGE,
  ORDER_EMAIL_REQUIRED,
  orderFormSchema,
  PLAN_AND_EMAIL_REQUIRED,
} from '#shared/schemas/checkout.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError, errorMessage } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/session.ts'
import { toast } from '../../../lib/toast.ts'
import { useCreateCheckout } from '../api/create-checkout.ts'
import { AccountExistsNotice } from '../components/account-exists-notice.tsx'
import { AddOnsStep } from '../components/add-ons-step.tsx'
import { BillingIntervalChoice } from '../components/billing-interval-choice.tsx'
import { ExtraChannelsStep, FreeChannelStep } from '../components/channel-steps.tsx'
import { ORDER_FORM_ID, OrderFormStep } from '../components/order-form-step.tsx'
import { OrderSummary } from '../components/order-summary.tsx'
import { PlanStep } from '../components/plan-step.tsx'
import { StepProgress, stepTitles } from '../components/step-progress.tsx'
import { openPaymentPage } from '../lib/open-payment-page.ts'
import { selectionOf, summarise } from '../lib/order-summary.ts'
import { useWizard } from '../lib/use-wizard.ts'
import { canLeaveStep, orderChannels, STEP_COUNT } from '../lib/wizard-state.ts'

const FAILED_MESSAGE = 'Failed to create checkout session. Please try again.'

export default function CheckoutPage() {
  const [state, dispatch] = useWizard()
  const createCheckout = useCreateCheckout()
  const orderForm = useForm({ resolver: zodResolver(orderFormSchema), defaultValues: state.form })
  const figures = summarise(state)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(state.step)
  // Signed in, the order is for the account's own e-mail (the server insists on it too).
  const accountEmail = useSession().data?.user?.email ?? null
  const [accountExists, setAccountExists] = useState<string | null>(null)
  const [interval, setBillingInterval] = useState<BillingInterval>('month')

  useEffect(() => {
    if (accountEmail) orderForm.setValue('email', accountEmail, { shouldValidate: true })
  }, [accountEmail, orderForm])

  // The wizard keeps what is typed, so a reload keeps it too.
  useEffect(() => {
    const subscription = orderForm.watch(() => dispatch({ type: 'form', change: orderForm.getValues() }))
    return () => subscription.unsubscribe()
  }, [orderForm, dispatch])

  // A new step is announced by moving focus to its heading (not on first load).
  useEffect(() => {
    if (shownStep.current === state.step) return
    shownStep.current = state.step
    headingRef.current?.focus()
  }, [state.step])

  function applyCoupon() {
    const selection = selectionOf(state)
    const applied = selection ? quote({ ...selection, couponCode: state.couponInput }).couponApplied : null
    const coupon = findCoupon(applied)
    if (applied && coupon) {
      dispatch({ type: 'coupon', code: applied })
      void toast.success('Coupon Applied!', {
        description: `${coupon.percentOff}% discount has been applied to your order.`,
      })
    } else {
      void toast.error('Invalid Coupon', { description: 'The coupon code you entered is not valid.' })
    }
  }

  const placeOrder = orderForm.handleSubmit(
    async ({ email }) => {
      const selection = selectionOf(state)
      if (!selection) {
        void toast.error('Error', { description: PLAN_AND_EMAIL_REQUIRED })
        return
      }
      // The server prices the order again and refuses it if these differ from what was shown.
      const { discountPence, totalPence } = quote(selection)
      setAccountExists(null)
      try {
        const { url } = await createCheckout.mutateAsync({
          email,
          ...selection,
          additionalChannels: [...selection.additionalChannels],
          // The amounts of the period chosen on the summary step (six months: six times a month).
          discountPence: periodAmountPence(discountPence, interval),
          totalPence: periodAmountPence(totalPence, interval),
          billingInterval: interval,
        })
        if (!url) throw new Error('No checkout URL returned')
        openPaymentPage(url)
      } catch (error) {
        if (error instanceof ApiError && error.code === 'account_exists') {
          setAccountExists(error.message)
          return
        }
        void toast.error('Checkout Failed', { description: errorMessage(error, FAILED_MESSAGE) })
      }
    },
    // Spec §5: a missing plan or e-mail, then a malformed e-mail, are told as toasts too.
    ({ email }) => {
      if (!state.plan || email?.message === ORDER_EMAIL_REQUIRED) {
        void toast.error('Error', { description: PLAN_AND_EMAIL_REQUIRED })
      } else if (email) {
        void toast.error('Invalid Email', { description: INVALID_EMAIL_MESSAGE })
      }
    },
  )
  const submitting = orderForm.formState.isSubmitting

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
          <AddOnsStep
            value={state.addOns}
            channels={orderChannels(state)}
            onChange={(change) => dispatch({ type: 'addOns', change })}
            onAddChannel={(channel) => dispatch({ type: 'toggleChannel', channel })}
          />
        ) : null}
        {step === 5 ? (
          <OrderFormStep
            form={orderForm}
            accountEmail={accountEmail}
            notice={accountExists ? <AccountExistsNotice message={accountExists} /> : null}
            onSubmit={placeOrder}
            couponInput={state.couponInput}
            couponCode={state.couponCode}
            onCouponInput={(value) => dispatch({ type: 'couponInput', value })}
            onApplyCoupon={applyCoupon}
            onRemoveCoupon={() => dispatch({ type: 'coupon', code: null })}
          />
        ) : null}
        {step === 5 && figures ? (
          <BillingIntervalChoice
            value={interval}
            onChange={setBillingInterval}
            monthlyTotalPence={figures.totalPence}
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
            <Button type="submit" form={ORDER_FORM_ID} disabled={submitting}>
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
      <OrderSummary figures={figures} interval={interval} />
    </div>
  )
}
