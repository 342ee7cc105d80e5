/**
 * A spreadsheet runs a cell that starts with =, +, -, @ (or a tab or carriage return) as a formula,
 * and some read the full-width and other look-alike forms of those signs as the signs themselves. A
 * cell that starts with any of them is written as text: prefixed with an apostrophe.
 */
const FORMULA_START =
  /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63\uFE66\u2212\u2796\u2795\u207A\u208A\u207C\u208C\uFE6B]/

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}
