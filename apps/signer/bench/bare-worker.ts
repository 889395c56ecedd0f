import { Hono } from 'hono'

/**
 * The baseline for `pnpm bench`: a bare Hono worker answering the signing route with a fixed
 * body after reading the JSON request. The signer's cost over this is its middleware, its
 * checks and the HMAC.
 */
const bare = new Hono()

bare.get('/health', (c) => c.json({ status: 'ok' }))

bare.post('/functions/v1/elevenlabs-signed-url', async (c) => {
  const { agentId } = await c.req.json<{ agentId: string }>()
  return c.json({ signed_url: `ws://127.0.0.1:8788/v1/convai/conversation?agent_id=${agentId}` })
})

export default bare
