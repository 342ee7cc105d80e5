import type { BaseSyntheticEvent, ReactNode } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { findCoupon } from '#shared/catalogue/coupons.ts'
import { paths } from '#shared/paths.ts'
import type { OrderFormInput, OrderFormValues } from '#shared/schemas/checkout.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { TextField } from '../../../components/ui/field.tsx'

export const ORDER_FORM_ID = 'order-form'

export type OrderFormControl = UseFormReturn<OrderFormInput, unknown, OrderFormValues>

const fields = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', type: 'text' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', type: 'text' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', type: 'text' },
] as const

interface OrderFormStepProps {
  /** The order form, owned by the page (whose Continue to Payment button submits it). */
  form: OrderFormControl
  /** The signed-in account's e-mail: the order is for it, so the field is read-only. */
  accountEmail: string | null
  /** Shown above the form: the server's answer that the e-mail needs signing in. */
  notice: ReactNode
  /** The form's `handleSubmit(…)`, so Enter in a field places the order like the button does. */
  onSubmit(event?: BaseSyntheticEvent): Promise<void>
  couponInput: string
  couponCode: string | null
  onCouponInput(value: string): void
  onApplyCoupon(): void
  onRemoveCoupon(): void
}

function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** Step 5: the visitor's details, the coupon box and the terms (rules: the shared orderFormSchema). */
export function OrderFormStep(props: OrderFormStepProps) {
  const { form, onSubmit, accountEmail, notice } = props
  const { errors } = form.formState
  return (
    <form id={ORDER_FORM_ID} noValidate className="grid gap-6" onSubmit={(event) => void onSubmit(event)}>
      {notice}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, label, autoComplete, type }) => {
          const fromAccount = name === 'email' && accountEmail !== null
          return (
            <TextField
              key={name}
              label={label}
              error={errors[name]?.message}
              type={type}
              autoComplete={autoComplete}
              required
              readOnly={fromAccount}
              hint={fromAccount ? 'This plan is added to the account you are signed in to.' : undefined}
              {...form.register(name)}
            />
          )
        })}
      </div>
      <CouponBox {...props} />
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <div>
            <Checkbox
              name={field.name}
              checked={field.value}
              onCheckedChange={field.onChange}
              label={
                <>
                  I agree to the <NewTabLink to={paths.termsOfService}>Terms of Service</NewTabLink> and{' '}
                  <NewTabLink to={paths.privacyPolicy}>Privacy Policy</NewTabLink>
                </>
              }
            />
            {fieldState.error ? (
              <p className="mt-1 text-sm text-danger" role="alert">
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
    </form>
  )
}

function CouponBox({
  couponInput,
  couponCode,
  onCouponInput,
  onApplyCoupon,
  onRemoveCoupon,
}: OrderFormStepProps) {
  const coupon = findCoupon(couponCode)
  if (coupon) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-control border border-success/40 bg-green-50 p-3">
        <span className="text-sm">
          Coupon <strong>{coupon.code}</strong> applied: {coupon.percentOff}% off your subtotal.
        </span>
        <Button variant="secondary" size="sm" onClick={onRemoveCoupon} className="ml-auto">
          Remove
        </Button>
      </div>
    )
  }
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <TextField
          label="Coupon code"
          value={couponInput}
          autoComplete="off"
          onChange={(event) => onCouponInput(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the coupon rather than placing the order.
            if (event.key === 'Enter') {
              event.preventDefault()
              onApplyCoupon()
            }
          }}
        />
      </div>
      <Button variant="secondary" onClick={onApplyCoupon} disabled={couponInput.trim() === ''}>
        Apply
      </Button>
    </div>
  )
}
