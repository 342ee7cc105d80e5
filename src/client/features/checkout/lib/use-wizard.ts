import { useEffect, useReducer } from 'react'
import { useSearchParams } from 'react-router'
import { findPlan } from '#shared/catalogue/plans.ts'
import { initialState, reachableStep, restoreState, type WizardState, wizardReducer } from './wizard-state.ts'

export const WIZARD_STORAGE_KEY = 'postcraft.checkout'

function load(planParam: string | null): WizardState {
  const stored =
    typeof window === 'undefined'
      ? initialState
      : restoreState(window.sessionStorage.getItem(WIZARD_STORAGE_KEY))
  const plan = findPlan(planParam)?.id
  // Arriving from a plan link starts at the plan step with that plan chosen.
  const state: WizardState = plan ? { ...stored, plan, step: 1 } : stored
  return { ...state, step: reachableStep(state) }
}

export function clearStoredWizard(): void {
  window.sessionStorage.removeItem(WIZARD_STORAGE_KEY)
}

/** The wizard's state, kept in this tab's session storage so a reload keeps every choice. */
export function useWizard() {
  const [searchParams, setSearchParams] = useSearchParams()
  const [state, dispatch] = useReducer(wizardReducer, searchParams.get('plan'), load)

  useEffect(() => {
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state))
  }, [state])

  // ?plan= has been applied; dropping it lets a reload keep a plan changed since.
  useEffect(() => {
    if (!searchParams.has('plan')) return
    const next = new URLSearchParams(searchParams)
    next.delete('plan')
    setSearchParams(next, { replace: true })
  }, [searchParams, setSearchParams])

  return [state, dispatch] as const
}
