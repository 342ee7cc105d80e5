/** Sample designs for the our-work page: 33 items, shown 9 per page in random order per visit. */

export const designCategories = [
  'Food & Drink',
  'Health & Beauty',
  'Trades & Home',
  'Retail',
  'Fitness & Wellbeing',
  'Professional Services',
  'Hospitality & Events',
  'Pets',
] as const
export type DesignCategory = (typeof designCategories)[number]

export type Design = {
  readonly id: string
  readonly title: string
  readonly category: DesignCategory
  readonly description: string
  readonly image: string
}

export const OUR_WORK_PAGE_SIZE = 9

export const OUR_WORK_STATS = [
  { value: '500+', label: 'Happy clients' },
  { value: '10K+', label: 'Posts created' },
  { value: '95%', label: 'Client satisfaction' },
] as const

type DesignSeed = readonly [id: string, title: string, category: DesignCategory, description: string]

// Kept as tuples to stay readable; `image` is derived from the id below.
const seeds: readonly DesignSeed[] = [
  [
    'cafe-autumn-menu',
    'Autumn Menu Launch',
    'Food & Drink',
    'A warm carousel announcing pumpkin spice lattes and seasonal bakes.',
  ],
  [
    'bakery-sourdough-process',
    'From Dough to Loaf',
    'Food & Drink',
    'Behind-the-scenes post showing a 48-hour sourdough process.',
  ],
  [
    'pub-quiz-night',
    'Thursday Quiz Night',
    'Food & Drink',
    'Bold weekly event graphic for a village pub’s quiz night.',
  ],
  [
    'takeaway-meal-deal',
    'Midweek Meal Deal',
    'Food & Drink',
    'Offer post for a family curry takeaway with a clear price callout.',
  ],
  [
    'deli-local-suppliers',
    'Meet Our Suppliers',
    'Food & Drink',
    'Story-style feature on the local farm behind a deli’s cheese counter.',
  ],
  [
    'salon-balayage-before-after',
    'Balayage Transformation',
    'Health & Beauty',
    'Before-and-after carousel showing a summer colour refresh.',
  ],
  [
    'barber-walk-ins',
    'Walk-ins Welcome',
    'Health & Beauty',
    'Clean graphic promoting Saturday walk-in slots at a barbershop.',
  ],
  [
    'nail-studio-christmas',
    'Festive Nail Art',
    'Health & Beauty',
    'Christmas nail designs with a booking reminder for December.',
  ],
  [
    'spa-gift-vouchers',
    "Mother's Day Gift Vouchers",
    'Health & Beauty',
    'Soft, elegant post selling spa day vouchers ahead of Mothering Sunday.',
  ],
  [
    'plumber-boiler-service',
    'Book Your Boiler Service',
    'Trades & Home',
    'Seasonal reminder to service boilers before the first cold snap.',
  ],
  [
    'electrician-safety-tips',
    '3 Signs of Faulty Wiring',
    'Trades & Home',
    'Educational carousel from a local electrician with safety tips.',
  ],
  [
    'builder-kitchen-extension',
    'Kitchen Extension Reveal',
    'Trades & Home',
    'Project showcase with progress photos and a client quote.',
  ],
  [
    'cleaner-spring-clean',
    'Spring Clean Special',
    'Trades & Home',
    'Limited-time offer post for a domestic cleaning company.',
  ],
  [
    'gardener-lawn-care',
    'Lawn Care Calendar',
    'Trades & Home',
    'Month-by-month lawn care guide from a garden maintenance firm.',
  ],
  [
    'boutique-new-arrivals',
    'New Season Arrivals',
    'Retail',
    'Flat-lay style post introducing a boutique’s spring collection.',
  ],
  [
    'gift-shop-small-business-saturday',
    'Small Business Saturday',
    'Retail',
    'Community-focused post encouraging shoppers to buy local.',
  ],
  [
    'bookshop-staff-picks',
    'Staff Picks of the Month',
    'Retail',
    'Carousel of handwritten-style book recommendations.',
  ],
  [
    'florist-valentines-preorder',
    "Valentine's Pre-orders Open",
    'Retail',
    'Romantic bouquet showcase with a pre-order deadline.',
  ],
  [
    'gym-class-timetable',
    'New Class Timetable',
    'Fitness & Wellbeing',
    'Clear weekly timetable graphic for a community gym.',
  ],
  [
    'yoga-beginners-course',
    'Yoga for Beginners',
    'Fitness & Wellbeing',
    'Calm, inviting post launching a six-week beginners’ course.',
  ],
  [
    'pt-client-milestone',
    'Client Milestone',
    'Fitness & Wellbeing',
    'Celebration post sharing a client’s first 10K run, with permission.',
  ],
  [
    'physio-desk-stretches',
    '5 Desk Stretches',
    'Fitness & Wellbeing',
    'Short educational carousel from a physiotherapy clinic.',
  ],
  [
    'accountant-tax-deadline',
    'Self Assessment Deadline',
    'Professional Services',
    'Countdown reminder for the 31 January tax return deadline.',
  ],
  [
    'solicitor-meet-the-team',
    'Meet the Team',
    'Professional Services',
    'Friendly introduction to a high-street solicitor’s conveyancing team.',
  ],
  [
    'estate-agent-just-sold',
    'Just Sold',
    'Professional Services',
    'Property sale announcement with a valuation call to action.',
  ],
  [
    'driving-school-pass',
    'First Time Pass!',
    'Professional Services',
    'Congratulations post for a driving school student.',
  ],
  [
    'b-and-b-weekend-break',
    'Coastal Weekend Breaks',
    'Hospitality & Events',
    'Scenic post promoting off-season weekend offers at a B&B.',
  ],
  [
    'wedding-venue-open-day',
    'Wedding Open Day',
    'Hospitality & Events',
    'Event invitation for couples to tour a countryside venue.',
  ],
  [
    'caterer-corporate-lunch',
    'Corporate Lunch Platters',
    'Hospitality & Events',
    'Menu showcase for office catering orders.',
  ],
  [
    'photographer-mini-sessions',
    'Christmas Mini Sessions',
    'Hospitality & Events',
    'Booking post for short festive family photo sessions.',
  ],
  [
    'groomer-puppy-first-groom',
    'Puppy’s First Groom',
    'Pets',
    'Adorable before-and-after post from a dog grooming salon.',
  ],
  [
    'vet-flea-reminder',
    'Flea and Tick Season',
    'Pets',
    'Helpful reminder post from a local veterinary practice.',
  ],
  [
    'dog-walker-new-area',
    'Now Walking in Your Area',
    'Pets',
    'Announcement post for a dog walker expanding to a new postcode.',
  ],
]

export const designs: readonly Design[] = seeds.map(([id, title, category, description]) => ({
  id,
  title,
  category,
  description,
  image: `/images/designs/${id}.svg`,
}))

export function designsInCategory(category: DesignCategory): readonly Design[] {
  return designs.filter((d) => d.category === category)
}
