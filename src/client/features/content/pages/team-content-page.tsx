import { Plus, Send } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { TEAM_CONTENT_PARAMS, teamBriefPath } from '#shared/paths.ts'
import type { ContentCustomer, Post } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useContentCustomer } from '../api/get-content-customer.ts'
import { useTeamPosts } from '../api/get-team-posts.ts'
import { useSendForReview } from '../api/send-for-review.ts'
import { CalendarViews } from '../components/calendar-views.tsx'
import { ChangesRequested } from '../components/changes-requested.tsx'
import { CustomerPicker } from '../components/customer-picker.tsx'
import { NoAnswerRuleForm } from '../components/no-answer-rule-form.tsx'
import { PostFormDialog } from '../components/post-form-dialog.tsx'
import { TeamPostDialog } from '../components/team-post-dialog.tsx'
import { canSend, TeamPostList } from '../components/team-post-list.tsx'
import { monthOf, monthRange, todayKey } from '../lib/calendar.ts'

const needsTeam = (post: Post) => post.status === 'changes_requested'

function CustomerCalendar({
  customer,
  openPostId,
  onOpenPost,
  onChangeCustomer,
}: {
  customer: ContentCustomer
  openPostId: string | undefined
  onOpenPost(postId: string | undefined): void
  onChangeCustomer(): void
}) {
  const [month, setMonth] = useState(() => monthOf(todayKey()))
  const posts = useTeamPosts(customer.id, monthRange(month))
  const send = useSendForReview()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [editing, setEditing] = useState<Post | 'new'>()
  const name = customer.name || customer.email
  const list = posts.data?.posts ?? []
  const sendable = list.filter((post) => canSend(post) && selected.has(post.id)).map((post) => post.id)

  function select(postId: string, on: boolean) {
    const next = new Set(selected)
    if (on) next.add(postId)
    else next.delete(postId)
    setSelected(next)
  }

  async function sendSelected() {
    try {
      const { notice } = await send.mutateAsync({ customerId: customer.id, postIds: sendable })
      void toast.success(notice)
      setSelected(new Set())
    } catch (error) {
      void toast.error('Could not send for review', { description: errorMessage(error, 'Please try again.') })
    }
  }

  const postList = (shown: readonly Post[]) => (
    <TeamPostList posts={shown} selected={selected} onSelect={select} onOpen={onOpenPost} />
  )

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg">
          Customer: <span className="font-semibold break-all">{name}</span>
          {name !== customer.email ? <span className="break-all text-muted"> ({customer.email})</span> : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to={teamBriefPath(customer.id)}>Read the brief</Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={onChangeCustomer}>
            Change customer
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" />
              New Post
            </Button>
            <Button
              variant="secondary"
              onClick={sendSelected}
              disabled={sendable.length === 0 || send.isPending}
            >
              <Send className="size-4" aria-hidden="true" />
              {send.isPending ? 'Sending...' : `Send for Review (${sendable.length})`}
            </Button>
          </div>
          {posts.isError ? <p className="text-danger">Failed to load posts</p> : null}
          {posts.isPending ? (
            <Spinner />
          ) : (
            <CalendarViews
              month={month}
              onMonthChange={setMonth}
              posts={list}
              needsAttention={needsTeam}
              emptyText="No posts planned this month"
              renderDay={postList}
              list={postList(list)}
            />
          )}
        </div>
        <Card className="flex flex-col gap-3 self-start p-4">
          <CardTitle>No-answer rule</CardTitle>
          <NoAnswerRuleForm customerId={customer.id} />
        </Card>
      </div>
      {openPostId ? (
        <TeamPostDialog
          postId={openPostId}
          customerName={name}
          onClose={() => onOpenPost(undefined)}
          onEdit={(post) => {
            onOpenPost(undefined)
            setEditing(post)
          }}
        />
      ) : null}
      {editing ? (
        <PostFormDialog
          customerId={customer.id}
          post={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </div>
  )
}

/**
 * Content: a customer's calendar of posts, from draft to review, approval, scheduling and publishing.
 * The address names the customer and the open post, so a link (the change-request e-mail's) opens them.
 */
export default function TeamContentPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const customerId = searchParams.get(TEAM_CONTENT_PARAMS.customer)
  const openPostId = searchParams.get(TEAM_CONTENT_PARAMS.post) ?? undefined
  const customer = useContentCustomer(customerId)

  function openPost(postId: string | undefined) {
    const next = new URLSearchParams(searchParams)
    if (postId) next.set(TEAM_CONTENT_PARAMS.post, postId)
    else next.delete(TEAM_CONTENT_PARAMS.post)
    setSearchParams(next, { replace: true })
  }

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold">Content</h2>
      <ChangesRequested
        onOpen={(row) =>
          setSearchParams({
            [TEAM_CONTENT_PARAMS.customer]: row.customer.id,
            [TEAM_CONTENT_PARAMS.post]: row.post.id,
          })
        }
      />
      {customerId && customer.isPending ? <Spinner /> : null}
      {customerId && customer.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(customer.error, 'Could not open this customer.')}
        </p>
      ) : null}
      {customer.data && customerId ? (
        <CustomerCalendar
          key={customer.data.id}
          customer={customer.data}
          openPostId={openPostId}
          onOpenPost={openPost}
          onChangeCustomer={() => setSearchParams({})}
        />
      ) : null}
      {!customerId || customer.isError ? (
        <Card className="flex flex-col gap-4">
          <CardTitle>Choose a customer</CardTitle>
          <CustomerPicker
            onChoose={(chosen) => setSearchParams({ [TEAM_CONTENT_PARAMS.customer]: chosen.id })}
          />
        </Card>
      ) : null}
    </div>
  )
}
