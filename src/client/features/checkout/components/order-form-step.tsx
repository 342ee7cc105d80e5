import { paths } from '../../../../shared/paths.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import type { OrderForm } from '../lib/wizard-state.ts'

export type FormErrors = Partial<Record<keyof OrderForm, string>>

const fields = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name', type: 'text' },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name', type: 'text' },
  { key: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { key: 'address', label: 'Address', autoComplete: 'street-address', type: 'text' },
  { key: 'city', label: 'City', autoComplete: 'address-level2', type: 'text' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code', type: 'text' },
] as const

/** Every field of the order form is required (spec §5); only the e-mail is sent to the server. */
export function formErrors(form: OrderForm): FormErrors {
  const errors: FormErrors = {}
  for (const { key, label } of fields) {
    if (form[key].trim() === '') errors[key] = `${label} is required`
  }
  if (!form.terms) errors.terms = 'Please agree to the Terms of Service and Privacy Policy'
  return errors
}

interface OrderFormStepProps {
  form: OrderForm
  errors: FormErrors
  onChange(change: Partial<OrderForm>): void
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

export function OrderFormStep(props: OrderFormStepProps) {
  const { form, errors, onChange } = props
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ key, label, autoComplete, type }) => (
          <TextField
            key={key}
            label={label}
            error={errors[key]}
            type={type}
            autoComplete={autoComplete}
            value={form[key]}
            onChange={(event) => onChange({ [key]: event.target.value })}
            required
          />
        ))}
      </div>
      <CouponBox {...props} />
      <div>
        <Checkbox
          name="terms"
          checked={form.terms}
          onCheckedChange={(terms) => onChange({ terms })}
          label={
            <>
              I agree to the <NewTabLink to={paths.termsOfService}>Terms of Service</NewTabLink> and{' '}
              <NewTabLink to={paths.privacyPolicy}>Privacy Policy</NewTabLink>
            </>
          }
        />
        {errors.terms ? (
          <p className="mt-1 text-sm text-danger" role="alert">
            {errors.terms}
          </p>
        ) : null}
      </div>
    </div>
  )
}

function CouponBox({
  couponInput,
  couponCode,
  onCouponInput,
  onApplyCoupon,
  onRemoveCoupon,
}: OrderFormStepProps) {
  if (couponCode) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-control border border-success/40 bg-green-50 p-3">
        <span className="text-sm">
          Coupon <strong>{couponCode}</strong> applied: 10% off your subtotal.
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
