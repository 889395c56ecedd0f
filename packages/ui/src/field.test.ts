import { describe, expect, it } from 'vitest'
import { describedBy, fieldIds } from './field'

describe('describedBy', () => {
  it('lists the error before the help so the error is read first', () => {
    expect(describedBy('email', { help: true, error: true })).toBe('email-error email-help')
  })

  it('lists only the parts that exist', () => {
    expect(describedBy('email', { help: true, error: false })).toBe('email-help')
    expect(describedBy('email', { help: false, error: true })).toBe('email-error')
  })

  it('gives undefined, not an empty attribute, when there is nothing to describe', () => {
    expect(describedBy('email', { help: false, error: false })).toBeUndefined()
  })

  it('derives the ids from the control id', () => {
    expect(fieldIds(':r1:')).toEqual({ help: ':r1:-help', error: ':r1:-error' })
  })
})
