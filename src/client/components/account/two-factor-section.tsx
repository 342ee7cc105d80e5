import { type FormEvent, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { totpCodeSchema } from '../../../shared/schemas/auth.ts'
import { refreshSession, useSession } from '../../lib/session.ts'
import { Button } from '../ui/button.tsx'
import { Card, CardTitle } from '../ui/card.tsx'
import { TextField } from '../ui/field.tsx'
import {
  confirmTwoFactor,
  manualKey,
  messageOf,
  startTwoFactor,
  type TwoFactorSetup,
  turnOffTwoFactor,
} from './account-api.ts'

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
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      if (action === 'on') onDone({ name: 'scan', setup: await startTwoFactor(password) })
      else {
        await turnOffTwoFactor(password)
        await refreshSession()
        toast.success('Two-factor authentication turned off')
        onDone({ name: 'idle' })
      }
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Please try again.') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="Confirm your password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!password || busy}>
          {busy ? 'Processing...' : 'Continue'}
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
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = totpCodeSchema.safeParse({ code })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      await confirmTwoFactor(parsed.data.code)
      await refreshSession()
      toast.success('Two-factor authentication turned on')
      onDone({ name: 'codes', codes: setup.backupCodes })
    } catch (failure) {
      setError(messageOf(failure, 'Invalid code'))
    } finally {
      setBusy(false)
    }
  }
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
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? 'Processing...' : 'Confirm'}
        </Button>
      </form>
    </div>
  )
}

/** Two-factor sign-in with an authenticator app: turn on (QR, key, code, backup codes) or off. */
export function TwoFactorSection() {
  const { data } = useSession()
  const enabled = Boolean(data?.user?.twoFactorEnabled)
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
      {step.name === 'idle' ? (
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
