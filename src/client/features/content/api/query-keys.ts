/** The query keys of the content calendar; every read and every invalidation of its data goes through these. */
export const contentKeys = {
  all: ['content'] as const,
  team: () => [...contentKeys.all, 'team'] as const,
  customerSearch: (search: string) => [...contentKeys.team(), 'customers', search] as const,
  teamCustomer: (customerId: string) => [...contentKeys.team(), 'customer', customerId] as const,
  teamPosts: (customerId: string, from: string, to: string) =>
    [...contentKeys.team(), 'posts', customerId, { from, to }] as const,
  teamPost: (postId: string) => [...contentKeys.team(), 'post', postId] as const,
  teamSettings: (customerId: string) => [...contentKeys.team(), 'settings', customerId] as const,
  draftAvailability: () => [...contentKeys.team(), 'draft-with-ai'] as const,
  mine: () => [...contentKeys.all, 'mine'] as const,
  myPosts: (from: string, to: string) => [...contentKeys.mine(), 'posts', { from, to }] as const,
  myPost: (postId: string) => [...contentKeys.mine(), 'post', postId] as const,
  myWaiting: () => [...contentKeys.mine(), 'waiting'] as const,
  mySettings: () => [...contentKeys.mine(), 'settings'] as const,
  review: (token: string) => [...contentKeys.all, 'review', token] as const,
  changeRequests: () => [...contentKeys.team(), 'change-requests'] as const,
  changeRequestCount: () => [...contentKeys.all, 'count', 'change-requests'] as const,
  toReviewCount: () => [...contentKeys.all, 'count', 'to-review'] as const,
}
