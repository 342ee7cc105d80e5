import type { CarouselQuantity, StoryQuantity, VideoQuantity } from '#shared/catalogue/add-ons.ts'
import { type ChannelId, hasCarouselChannel, isChannelId } from '#shared/catalogue/channels.ts'
import { findPlan, type PlanId } from '#shared/catalogue/plans.ts'
import { orderAddOnsSchema } from '#shared/pricing/selection.ts'
import type { OrderFormInput } from '#shared/schemas/checkout.ts'

export const STEP_COUNT = 5
export type Step = 1 | 2 | 3 | 4 | 5

/** The order form as typed (its rules are the shared orderFormSchema's). */
export type OrderForm = OrderFormInput

export interface WizardAddOns {
  videos: VideoQuantity | null
  stories: StoryQuantity | null
  carouselPosts: CarouselQuantity
  reports: boolean
}

export interface WizardState {
  step: Step
  plan: PlanId | null
  freeChannel: ChannelId | null
  additionalChannels: ChannelId[]
  addOns: WizardAddOns
  /** The coupon code as typed in the box. */
  couponInput: string
  /** The canonical code (the pricing engine's `couponApplied`) once Apply accepted it; else null. */
  couponCode: string | null
  form: OrderForm
}

export const emptyForm: OrderForm = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  postcode: '',
  terms: false,
}

export const initialState: WizardState = {
  step: 1,
  plan: null,
  freeChannel: null,
  additionalChannels: [],
  addOns: { videos: null, stories: null, carouselPosts: 0, reports: false },
  couponInput: '',
  couponCode: null,
  form: emptyForm,
}

export function canLeaveStep(state: WizardState): boolean {
  if (state.step === 1) return state.plan !== null
  if (state.step === 2) return state.freeChannel !== null
  return true
}

export type WizardAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'plan'; plan: PlanId }
  | { type: 'freeChannel'; channel: ChannelId }
  | { type: 'toggleChannel'; channel: ChannelId }
  | { type: 'addOns'; change: Partial<WizardAddOns> }
  | { type: 'couponInput'; value: string }
  | { type: 'coupon'; code: string | null }
  | { type: 'form'; change: Partial<OrderForm> }
  | { type: 'reset' }

/** The chosen channels, free one first. */
export function orderChannels(state: Pick<WizardState, 'freeChannel' | 'additionalChannels'>): ChannelId[] {
  return state.freeChannel ? [state.freeChannel, ...state.additionalChannels] : [...state.additionalChannels]
}

/** Carousel posts exist on Instagram and LinkedIn only: without such a channel they are dropped. */
function keepCarouselRule(state: WizardState): WizardState {
  if (state.addOns.carouselPosts === 0 || hasCarouselChannel(orderChannels(state))) return state
  return { ...state, addOns: { ...state.addOns, carouselPosts: 0 } }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  return keepCarouselRule(applyAction(state, action))
}

function applyAction(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return canLeaveStep(state) && state.step < STEP_COUNT
        ? { ...state, step: (state.step + 1) as Step }
        : state
    case 'previous':
      return state.step > 1 ? { ...state, step: (state.step - 1) as Step } : state
    case 'plan':
      return { ...state, plan: action.plan }
    case 'freeChannel':
      // The free channel is never also a paid one.
      return {
        ...state,
        freeChannel: action.channel,
        additionalChannels: state.additionalChannels.filter((id) => id !== action.channel),
      }
    case 'toggleChannel': {
      const has = state.additionalChannels.includes(action.channel)
      if (!has && action.channel === state.freeChannel) return state
      const additionalChannels = has
        ? state.additionalChannels.filter((id) => id !== action.channel)
        : [...state.additionalChannels, action.channel]
      return { ...state, additionalChannels }
    }
    case 'addOns':
      return { ...state, addOns: { ...state.addOns, ...action.change } }
    case 'couponInput':
      return { ...state, couponInput: action.value }
    case 'coupon':
      return { ...state, couponCode: action.code, couponInput: action.code ?? '' }
    case 'form':
      return { ...state, form: { ...state.form, ...action.change } }
    case 'reset':
      return initialState
  }
}

/** Reads a stored wizard back, dropping anything that no longer fits the catalogue. */
export function restoreState(raw: string | null): WizardState {
  if (!raw) return initialState
  try {
    const data = JSON.parse(raw) as Partial<WizardState>
    const addOns = orderAddOnsSchema.safeParse(data.addOns)
    const step = Number(data.step)
    return keepCarouselRule({
      step: (step >= 1 && step <= STEP_COUNT ? step : 1) as Step,
      plan: findPlan(data.plan ?? null)?.id ?? null,
      freeChannel: isChannelId(data.freeChannel) ? data.freeChannel : null,
      additionalChannels: Array.isArray(data.additionalChannels)
        ? data.additionalChannels.filter(isChannelId).filter((id) => id !== data.freeChannel)
        : [],
      addOns: addOns.success
        ? {
            ...initialState.addOns,
            ...addOns.data,
            videos: addOns.data.videos ?? null,
            stories: addOns.data.stories ?? null,
          }
        : initialState.addOns,
      couponInput: typeof data.couponInput === 'string' ? data.couponInput : '',
      couponCode: typeof data.couponCode === 'string' ? data.couponCode : null,
      form: { ...emptyForm, ...pickStrings(data.form), terms: data.form?.terms === true },
    })
  } catch {
    return initialState
  }
}

function pickStrings(form: Partial<OrderForm> | undefined): Partial<OrderForm> {
  const out: Partial<Record<keyof OrderForm, string>> = {}
  for (const key of ['firstName', 'lastName', 'email', 'address', 'city', 'postcode'] as const) {
    const value = form?.[key]
    if (typeof value === 'string') out[key] = value
  }
  return out as Partial<OrderForm>
}

/** A step that needs an earlier choice falls back to the first step missing it. */
export function reachableStep(state: WizardState): Step {
  if (state.plan === null) return 1
  if (state.freeChannel === null && state.step > 2) return 2
  return state.step
}
