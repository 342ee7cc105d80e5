/**
 * Bank holidays in England and Wales, 2026 to 2028, which demo-call booking leaves out by default.
 *
 * Source: GOV.UK, https://www.gov.uk/bank-holidays (the JSON at https://www.gov.uk/bank-holidays.json,
 * division "england-and-wales"), for 2026 and 2027. GOV.UK had not yet published 2028: its dates follow
 * the Banking and Financial Dealings Act 1971 and the usual substitute days (a holiday on a Saturday or
 * Sunday moves to the next weekday not already a holiday). A royal proclamation can add or move a day
 * (as in 2022 and 2023); check this list against GOV.UK each year and extend it before 2029, when
 * `BANK_HOLIDAYS_COVER.to` is past. Administrators can add any other day as a day off.
 */
export interface BankHoliday {
  /** The calendar day in the UK, YYYY-MM-DD. */
  date: string
  name: string
}

export const BANK_HOLIDAYS_COVER = { from: 2026, to: 2028 } as const

export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly BankHoliday[] = [
  { date: '2026-01-01', name: 'New Year’s Day' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-04', name: 'Early May bank holiday' },
  { date: '2026-05-25', name: 'Spring bank holiday' },
  { date: '2026-08-31', name: 'Summer bank holiday' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
  { date: '2027-01-01', name: 'New Year’s Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-03', name: 'Early May bank holiday' },
  { date: '2027-05-31', name: 'Spring bank holiday' },
  { date: '2027-08-30', name: 'Summer bank holiday' },
  { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
  { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
  { date: '2028-01-03', name: 'New Year’s Day (substitute day)' },
  { date: '2028-04-14', name: 'Good Friday' },
  { date: '2028-04-17', name: 'Easter Monday' },
  { date: '2028-05-01', name: 'Early May bank holiday' },
  { date: '2028-05-29', name: 'Spring bank holiday' },
  { date: '2028-08-28', name: 'Summer bank holiday' },
  { date: '2028-12-25', name: 'Christmas Day' },
  { date: '2028-12-26', name: 'Boxing Day' },
]
