import { ArrowDown, ArrowUp } from 'lucide-react'
import { useState } from 'react'
import type { TeamDesign } from '#shared/schemas/portfolio.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { toast } from '../../../lib/toast.ts'
import { useDeleteDesign } from '../api/delete-design.ts'
import { useMoveDesign } from '../api/move-design.ts'
import { useUpdateDesign } from '../api/update-design.ts'
import { EditDesignDialog } from './edit-design-dialog.tsx'

interface DesignRowProps {
  design: TeamDesign
  first: boolean
  last: boolean
}

const failed = (error: unknown) =>
  void toast.error(error instanceof Error ? error.message : 'Something went wrong, please try again')

/** One design in the team's list: its card, its state, and what the team can do with it. */
export function DesignRow({ design, first, last }: DesignRowProps) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const update = useUpdateDesign()
  const move = useMoveDesign()
  const remove = useDeleteDesign()
  const done = ({ notice }: { notice: string }) => void toast.success(notice)

  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 sm:flex-row sm:items-center">
      {design.image ? (
        <img
          src={design.image}
          alt=""
          width={design.width}
          height={design.height}
          className="size-20 shrink-0 rounded bg-canvas object-cover"
        />
      ) : (
        <div className="flex size-20 shrink-0 items-center justify-center rounded bg-canvas text-xs text-muted">
          No image
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{design.title}</h3>
          <Badge tone={design.published ? 'green' : 'grey'}>
            {design.published ? 'Published' : 'Not published'}
          </Badge>
        </div>
        <p className="text-sm text-muted">{design.category}</p>
        {design.description ? <p className="mt-1 text-sm">{design.description}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Move ${design.title} up`}
          disabled={first || move.isPending}
          onClick={() =>
            move.mutate({ designId: design.id, direction: 'up' }, { onSuccess: done, onError: failed })
          }
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Move ${design.title} down`}
          disabled={last || move.isPending}
          onClick={() =>
            move.mutate({ designId: design.id, direction: 'down' }, { onSuccess: done, onError: failed })
          }
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { designId: design.id, changes: { published: !design.published } },
              { onSuccess: done, onError: failed },
            )
          }
        >
          {design.published ? 'Unpublish' : 'Publish'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      {editing ? <EditDesignDialog design={design} onClose={() => setEditing(false)} /> : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this design?"
        description={`"${design.title}" and its image will be deleted${design.published ? ' and taken off Our work' : ''}. This cannot be undone.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(design.id, {
                  onSuccess: (result) => {
                    setConfirming(false)
                    done(result)
                  },
                  onError: failed,
                })
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete design'}
            </Button>
          </>
        }
      />
    </li>
  )
}
