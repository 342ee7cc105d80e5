/** Client reviews shown on the home and pricing pages (8 in all, 3 at a time in the carousel). */

export type Review = {
  readonly id: string
  readonly name: string
  readonly business: string
  readonly avatarInitials: string
  readonly timeLabel: string
  readonly rating: 4 | 5
  readonly text: string
}

/** Texts longer than this are cut with a "Read more" toggle. */
export const REVIEW_PREVIEW_CHARS = 160

export const reviews = [
  {
    id: 'sarah-whitfield',
    name: 'Sarah Whitfield',
    business: 'The Copper Kettle Café, Harrogate',
    avatarInitials: 'SW',
    timeLabel: '2 weeks ago',
    rating: 5,
    text:
      'I used to post on Instagram whenever I remembered, which was hardly ever. Now there is a new post every few days, ' +
      'the photos of our bakes look better than I could ever manage, and the captions actually sound like us. ' +
      'We had three new regulars last month who said they found us through Instagram. I approve everything from my ' +
      'phone in five minutes on a Sunday evening.',
  },
  {
    id: 'priya-patel',
    name: 'Priya Patel',
    business: 'Glow Hair & Beauty, Leicester',
    avatarInitials: 'PP',
    timeLabel: '1 month ago',
    rating: 5,
    text:
      'The team understood straight away that our clients book from what they see online. They plan posts around our ' +
      'quiet days, promote our bridal packages ahead of wedding season and even reminded me to share our Christmas ' +
      'opening hours. Bookings on Tuesdays and Wednesdays are noticeably up, and I have stopped paying for ads that ' +
      'never worked anyway.',
  },
  {
    id: 'gareth-evans',
    name: 'Gareth Evans',
    business: 'Evans Plumbing & Heating, Cardiff',
    avatarInitials: 'GE',
    timeLabel: '3 weeks ago',
    rating: 5,
    text: 'I fix boilers, I do not do Facebook. These lot do it for me and my Google Business profile finally looks busy.',
  },
  {
    id: 'hannah-brooks',
    name: 'Hannah Brooks',
    business: 'Paws & Claws Grooming, Bristol',
    avatarInitials: 'HB',
    timeLabel: '2 months ago',
    rating: 4,
    text:
      'Lovely designs and the before-and-after carousels of our furry customers get more likes than anything I ever ' +
      'posted. It took a couple of rounds of feedback to get the tone right at the start, but they were quick to ' +
      'update everything.',
  },
  {
    id: 'tom-reilly',
    name: 'Tom Reilly',
    business: 'Reilly & Sons Joinery, Manchester',
    avatarInitials: 'TR',
    timeLabel: '1 week ago',
    rating: 5,
    text: 'Professional, reliable and good value. Our LinkedIn company page now wins us commercial fit-out enquiries.',
  },
  {
    id: 'amelia-clarke',
    name: 'Amelia Clarke',
    business: 'Clarke Physiotherapy, Norwich',
    avatarInitials: 'AC',
    timeLabel: '5 days ago',
    rating: 5,
    text:
      'As a healthcare practice we have to be careful about what we say online. The team researched each topic ' +
      'properly, kept every post accurate and friendly, and never made claims we could not stand behind. Patients ' +
      'regularly mention our stretching tips videos when they come in, and our new-patient enquiries have grown ' +
      'steadily since we started. Being able to jump on a video call with them when something needs changing is a ' +
      'real bonus.',
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    business: 'Fresh Cuts Barbers, Croydon',
    avatarInitials: 'DO',
    timeLabel: '3 months ago',
    rating: 4,
    text: 'Good content every week and the stories add-on is worth it. Would love a few more TikTok ideas in future.',
  },
  {
    id: 'fiona-mackenzie',
    name: 'Fiona Mackenzie',
    business: 'Heather & Thistle Florist, Edinburgh',
    avatarInitials: 'FM',
    timeLabel: '6 weeks ago',
    rating: 5,
    text:
      "Valentine's Day and Mother's Day are make-or-break for us, and this year the posts were planned weeks in " +
      'advance with pre-order reminders and beautiful bouquet photos. We sold out of pre-orders two days early. ' +
      'I only wish I had signed up sooner.',
  },
] as const satisfies readonly Review[]

/** True when a review's text is long enough to need the "Read more" toggle. */
export function needsReadMore(review: Pick<Review, 'text'>, limit = REVIEW_PREVIEW_CHARS): boolean {
  return review.text.length > limit
}

/** Mean rating to one decimal place, for summaries. */
export function averageRating(list: readonly Pick<Review, 'rating'>[] = reviews): number {
  if (list.length === 0) return 0
  const sum = list.reduce((total, r) => total + r.rating, 0)
  return Math.round((sum / list.length) * 10) / 10
}
