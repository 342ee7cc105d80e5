import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { EMAIL_READ_ONLY_HINT, type Profile, updateProfileSchema } from '#shared/schemas/profile.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toast } from '../../../lib/toast.ts'
import { useProfile } from '../api/get-profile.ts'
import { useUpdateDisplayName } from '../api/update-display-name.ts'

function ProfileFields({ profile }: { profile: Profile }) {
  const update = useUpdateDisplayName()
  const form = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { displayName: profile.displayName },
  })
  const submit = form.handleSubmit(async ({ displayName }) => {
    try {
      await update.mutateAsync(displayName)
      void toast.success('Profile updated successfully')
    } catch {
      void toast.error('Failed to update profile')
    }
  })
  return (
    <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="Display name"
        autoComplete="name"
        error={form.formState.errors.displayName?.message}
        {...form.register('displayName')}
      />
      <TextField label="Email" hint={EMAIL_READ_ONLY_HINT} type="email" value={profile.email} readOnly />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  )
}

/** The customer's display name (editable) and e-mail (read-only). */
export function ProfileForm() {
  const profile = useProfile()
  return (
    <Card>
      <CardTitle>Profile</CardTitle>
      {profile.data ? <ProfileFields profile={profile.data} /> : null}
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? <p className="mt-4 text-danger">Failed to load profile</p> : null}
    </Card>
  )
}
