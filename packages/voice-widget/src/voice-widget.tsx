import { Button, Toaster } from '@org/ui'
import type { WorkletPaths } from '@org/voice-core'
import { VoiceChatModal, VoiceStyleScope } from '@org/voice-react'
import { useMemo, useState } from 'react'
import type { WidgetConfig } from './config'
import { type SignerHeaders, widgetSignedUrl } from './signed-url'
import { TopLayer } from './top-layer'

/** Props of {@link VoiceWidget}. */
export interface VoiceWidgetProps {
  config: WidgetConfig
  /** The worklet files, served beside the widget's script so `script-src 'self'` allows them. */
  workletPaths: WorkletPaths
  /** Extra headers for each signing request, from the host page (the element's `signerHeaders`). */
  signerHeaders?: SignerHeaders | undefined
}

/** A microphone, drawn here so the widget needs no icon library. */
function MicGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10a7 7 0 0 0 14 0M12 17v5" />
    </svg>
  )
}

/**
 * The widget: a launcher button labelled with the title, and the voice panel it opens. Closing the
 * panel (or removing the element) ends any call.
 */
export function VoiceWidget({ config, workletPaths, signerHeaders }: VoiceWidgetProps) {
  const [open, setOpen] = useState(false)
  const getSignedUrl = useMemo(
    () => widgetSignedUrl(config, signerHeaders),
    [config, signerHeaders],
  )
  const conversationOptions = useMemo(() => ({ workletPaths }), [workletPaths])
  return (
    // The scope holds the panel's portal too, so the dialog mounts inside the shadow root, in the
    // top layer above anything the host page stacks. The widget brings its own toaster there: the
    // host page has none, or one this bundle cannot reach.
    <VoiceStyleScope>
      <Button size="lg" data-part="launcher" onClick={() => setOpen(true)}>
        <MicGlyph />
        {config.title}
      </Button>
      <TopLayer>
        <Toaster position="top-center" />
        <VoiceChatModal
          open={open}
          onOpenChange={setOpen}
          title={config.title}
          agentId={config.agentId}
          getSignedUrl={getSignedUrl}
          conversationOptions={conversationOptions}
        />
      </TopLayer>
    </VoiceStyleScope>
  )
}
