import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { confirmPasswordSchema, type TwoFactorSetup, totpCodeSchema } from '#shared/schemas/auth.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/session.ts'
import { toast } from '../../../lib/toast.ts'
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts'
import { useStartTwoFactor } from '../api/start-two-factor.ts'
import { useTurnOffTwoFactor } from '../api/turn-off-two-factor.ts'
import { manualKey } from '../lib/manual-key.ts'

type Step =
  | { name: 'idle' }
  | { name: 'password'; action: 'on' | 'off' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }

function useQrCode(text: string): string | undefined {
  const [dataUrl, setDataUrl] = useState<string>()
  useEffect(() => {
    let current = true
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(text, { margin: 1, width: 200 }).then((url) => {
        if (current) setDataUrl(url)
      }),
    )
    return () => {
      current = false
    }
  }, [text])
  return dataUrl
}

function PasswordStep({
  action,
  onDone,
  onCancel,
}: {
  action: 'on' | 'off'
  onDone(step: Step): void
  onCancel(): void
}) {
  const start = useStartTwoFactor()
  const turnOff = useTurnOffTwoFactor()
  const form = useForm({ resolver: zodResolver(confirmPasswordSchema), defaultValues: { password: '' } })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      if (action === 'on') onDone({ name: 'scan', setup: await start.mutateAsync(password) })
      else {
        await turnOff.mutateAsync(password)
        void toast.success('Two-factor authentication turned off')
        onDone({ name: 'idle' })
      }
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Please try again.') })
    }
  })
  return (
    <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="Confirm your password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!form.watch('password') || isSubmitting}>
          {isSubmitting ? 'Processing...' : 'Continue'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function ScanStep({ setup, onDone }: { setup: TwoFactorSetup; onDone(step: Step): void }) {
  const qr = useQrCode(setup.totpURI)
  const confirm = useConfirmTwoFactor()
  const form = useForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code)
      void toast.success('Two-factor authentication turned on')
      onDone({ name: 'codes', codes: setup.backupCodes })
    } catch (failure) {
      form.setError('code', { message: errorMessage(failure, 'Invalid code') })
    }
  })
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p>Scan this QR code with your authenticator app, or type the key by hand.</p>
      {qr ? <img src={qr} alt="QR code for your authenticator app" width={200} height={200} /> : null}
      <p className="text-sm">
        Key:{' '}
        <code className="break-all rounded bg-canvas px-1 font-mono" data-testid="totp-key">
          {manualKey(setup.totpURI)}
        </code>
      </p>
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="6-digit code"
          error={errors.code?.message}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register('code')}
        />
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? 'Processing...' : 'Confirm'}
        </Button>
      </form>
    </div>
  )
}

/** Two-factor sign-in with an authenticator app: turn on (QR, key, code, backup codes) or off. */
export function TwoFactorSection() {
  const { data } = useSession()
  const enabled = Boolean(data?.user?.twoFactorEnabled)
  const unproven = data?.user && !data.user.emailVerified && !enabled ? data.user.email : null
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const idle = () => setStep({ name: 'idle' })
  return (
    <Card>
      <CardTitle>Two-Factor Authentication</CardTitle>
      <p className="mt-2 text-muted" role="status">
        {enabled
          ? 'Two-factor authentication is on: signing in asks for a code from your authenticator app.'
          : 'Two-factor authentication is off. Turn it on to ask for a code from an authenticator app when you sign in.'}
      </p>
      {unproven ? (
        <p className="mt-4 text-sm">
          Confirm your e-mail address to turn on two-factor sign-in: use the link we sent to{' '}
          <strong>{unproven}</strong>, or send a new one under E-mail address above.
        </p>
      ) : null}
      {step.name === 'idle' && !unproven ? (
        <Button
          className="mt-4"
          variant={enabled ? 'secondary' : 'primary'}
          onClick={() => setStep({ name: 'password', action: enabled ? 'off' : 'on' })}
        >
          {enabled ? 'Turn Off Two-Factor' : 'Turn On Two-Factor'}
        </Button>
      ) : null}
      {step.name === 'password' ? (
        <PasswordStep action={step.action} onDone={setStep} onCancel={idle} />
      ) : null}
      {step.name === 'scan' ? <ScanStep setup={step.setup} onDone={setStep} /> : null}
      {step.name === 'codes' ? (
        <div className="mt-4">
          <p className="font-medium">Backup codes</p>
          <p className="text-sm text-muted">
            Keep these somewhere safe. Each one signs you in once if you lose your authenticator app.
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Backup codes">
            {step.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button className="mt-4" onClick={idle}>
            Done
          </Button>
        </div>
      ) : null}
    </Card>
  )
}
