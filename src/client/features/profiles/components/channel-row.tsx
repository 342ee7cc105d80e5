import { BY_HAND, type ConnectionState, type ProfileChannel } from '#shared/schemas/profiles.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { toast } from '../../../lib/toast.ts'
import { useConnectNetwork } from '../api/connect-network.ts'
import { useDisconnectChannel } from '../api/disconnect-channel.ts'

const STATES: Record<ConnectionState, { label: string; tone: BadgeTone }> = {
  connected: { label: 'Connected', tone: 'green' },
  expiring: { label: 'Expiring soon', tone: 'yellow' },
  needs_reconnecting: { label: 'Needs reconnecting', tone: 'red' },
}

/** One channel the customer bought: its connected account and state, or Connect, or posted by hand. */
export function ChannelRow({ row }: { row: ProfileChannel }) {
  const connect = useConnectNetwork()
  const disconnect = useDisconnectChannel()
  const state = row.connection ? STATES[row.connection.state] : null
  const start = () =>
    connect.mutate(row.network, {
      onError: (error) => void toast.error(error.message),
    })
  const remove = () =>
    disconnect.mutate(row.channel, {
      onSuccess: ({ notice }) => void toast.success(notice),
      onError: (error) => void toast.error(error.message),
    })
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-semibold">{row.name}</h2>
        {!row.configured ? (
          <p className="text-muted">{BY_HAND}</p>
        ) : row.connection ? (
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium">{row.connection.accountName}</span>
            {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
          </p>
        ) : (
          <p className="text-muted">Not connected yet</p>
        )}
      </div>
      {row.configured ? (
        <div className="flex flex-wrap gap-2">
          {row.connection?.state !== 'connected' ? (
            <Button size="sm" onClick={start} disabled={connect.isPending} aria-label={`Connect ${row.name}`}>
              {row.connection ? 'Reconnect' : 'Connect'}
            </Button>
          ) : null}
          {row.connection ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={remove}
              disabled={disconnect.isPending}
              aria-label={`Disconnect ${row.name}`}
            >
              Disconnect
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}
