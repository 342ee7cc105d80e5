/** A payment that failed, bounced or is late, as visitors put it. */

/** 'What if my card payment bounces?': a payment that does not go through. */
const PAYMENT_FAILS =
  /\b(payment|card|direct debit|charge)\w*\b.{0,15}\b(bounc|fail|declin|reject|refus|expir|(not|doesn'?t|does not|don'?t|dont|won'?t|didn'?t|did not|never) go(es)? (through|thru)|get stopped|(is |was )?(not possible|impossible))\w*|\b(bounc|fail|declin|reject|refus)\w* (payment|card|charge)/

/**
 * 'card got declined, do you stop posting straight away?', 'missed a payment', 'invoice overdue': a
 * payment that failed or is late, which the terms answer ('we may pause work … until it is settled').
 * Choosing to stop paying ('if I cancel, do I stop paying at once?') is the cancellation, not this.
 */
export function asksAboutAFailedPayment(text: string): boolean {
  return (
    PAYMENT_FAILS.test(text) ||
    /\bpayment fail|\bcard (is )?declin|\bcan'?t pay|\b(cannot|unable to|couldn'?t|could not) pay\b|\bmiss\w* (a |one |1 |the |my |our |this month'?s |last month'?s )?(payment|bill|invoice|direct debit)|\b(payment|invoice|bill)\w* (is |was |are )?(missed|late|overdue|unpaid)|\b(late|overdue|unpaid|bounced) (payment|bill|invoice)|\bpay late\b|\b(don'?t|do not|forget to|forgot to|fail to|failed to) pay\b|\b(no|not enough) (money|funds) (in|on) (my|the|our) (account|card)|\binsufficient funds\b/.test(
      text,
    )
  )
}
