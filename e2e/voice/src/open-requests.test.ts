import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { type RequestSource, type WatchedRequest, watchOpenRequests } from './open-requests.ts'

const request = (url: string, method = 'GET'): WatchedRequest => ({
  url: () => url,
  method: () => method,
})

describe('watchOpenRequests', () => {
  it('reports the requests neither finished nor failed, oldest first, with their age', () => {
    const events = new EventEmitter()
    let clock = 0
    const watch = watchOpenRequests(events as unknown as RequestSource, () => clock)
    const page = request('http://site/')
    const data = request('http://site/blog.data')
    const part = request('http://site/assets/blog-index.js')
    const form = request('http://site/contact', 'POST')
    events.emit('request', page)
    clock = 1_000
    events.emit('request', data)
    events.emit('request', part)
    events.emit('request', form)
    events.emit('requestfinished', page)
    events.emit('requestfailed', form)
    clock = 61_000
    expect(watch.report()).toBe(
      [
        '60 s open: GET http://site/blog.data',
        '60 s open: GET http://site/assets/blog-index.js',
      ].join('\n'),
    )
    events.emit('requestfinished', data)
    events.emit('requestfinished', part)
    expect(watch.report()).toBe('')
  })

  it('sees only the requests made after it started', () => {
    const events = new EventEmitter()
    const earlier = request('http://site/')
    events.emit('request', earlier)
    const watch = watchOpenRequests(events as unknown as RequestSource, () => 0)
    expect(watch.report()).toBe('')
  })
})
