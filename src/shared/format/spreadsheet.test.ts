import { describe, expect, it } from 'vitest'
import { spreadsheetSafe } from './spreadsheet.ts'

describe('spreadsheetSafe', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['＝HYPERLINK("http://x")', '\'＝HYPERLINK("http://x")'],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['﹦1', "'﹦1"],
    ['﹢1', "'﹢1"],
    ['﹣1', "'﹣1"],
    ['−1', "'−1"],
  ])('writes %j as text', (value, written) => {
    expect(spreadsheetSafe(value)).toBe(written)
  })

  it.each(['Ada Baker', 'ada@example.co.uk', 'a=b', '', '£15'])('leaves %j alone', (value) => {
    expect(spreadsheetSafe(value)).toBe(value)
  })
})
