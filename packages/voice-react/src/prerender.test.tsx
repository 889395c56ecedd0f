import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
// Imported in Node with no window, as the site's prerender does: touching one would throw here.
import { useConversation, useMicrophonePermission, VoiceChatModal } from './index'

function Panel() {
  const conversation = useConversation()
  const { permission } = useMicrophonePermission()
  return (
    <p>
      {conversation.status} / {permission}
    </p>
  )
}

describe('prerendering', () => {
  it('renders the hooks and the closed modal without a window', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <>
        <Panel />
        <VoiceChatModal open={false} onOpenChange={() => {}} agentId="demo-agent" />
      </>,
    )
    expect(html).toBe('<p>disconnected<!-- --> / <!-- -->unknown</p>')
  })

  it('renders an open modal to nothing on the server, since dialogs portal in the browser', () => {
    const html = renderToString(<VoiceChatModal open onOpenChange={() => {}} agentId="a" />)
    expect(html).toBe('')
  })
})
