import { useSearchParams } from 'react-router'
import { paths } from '#shared/paths.ts'
import {
  CONNECT_DENIED,
  CONNECT_EXPIRED,
  CONNECT_FAILED,
  PROFILES_RESULT_PARAM,
} from '#shared/schemas/profiles.ts'
import { PageFrame } from '../../../components/dashboard-page-frame.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useProfiles } from '../api/get-profiles.ts'
import { AccountChoice } from '../components/account-choice.tsx'
import { ChannelRow } from '../components/channel-row.tsx'

const RESULTS: Record<string, string> = {
  denied: CONNECT_DENIED,
  expired: CONNECT_EXPIRED,
  failed: CONNECT_FAILED,
}

/** /dashboard/profiles: one row per channel bought, with Connect, the account, its state and Disconnect. */
export default function ProfilesPage() {
  const profiles = useProfiles()
  const [params] = useSearchParams()
  const result = RESULTS[params.get(PROFILES_RESULT_PARAM) ?? '']
  return (
    <PageFrame
      title="Connected Profiles"
      description="Give us access to the social profiles you want us to post to."
      path={paths.dashboardProfiles}
    >
      <p className="text-muted">Give us access to the social profiles you want us to post to.</p>
      {result ? (
        <p className="text-danger" role="alert">
          {result}
        </p>
      ) : null}
      {profiles.isPending ? <Spinner /> : null}
      {profiles.isError ? (
        <p className="text-danger">We could not load your profiles. Please refresh the page.</p>
      ) : null}
      {profiles.data?.choice ? <AccountChoice choice={profiles.data.choice} /> : null}
      {profiles.data && profiles.data.channels.length === 0 ? (
        <p className="text-muted">No order information available</p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Your channels">
        {profiles.data?.channels.map((row) => (
          <li key={row.channel}>
            <ChannelRow row={row} />
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
