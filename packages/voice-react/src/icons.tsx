import { LineIcon, type LineIconProps } from '@org/ui'

/** Props of the panel's icons: any SVG attribute; stroke width 2 unless given. */
export type IconProps = LineIconProps

/** The capsule, the cradle and the stand of a microphone. */
const microphone = (
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M9 21h6" />
  </>
)

/** A microphone: the Start button's icon. */
export function MicIcon(props: IconProps) {
  return <LineIcon {...props}>{microphone}</LineIcon>
}

/** A struck-through microphone: shown beside the denied-microphone message. */
export function MicOffIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      {microphone}
      <path d="M4 4l16 16" />
    </LineIcon>
  )
}

/** A receiver put down: the End Call button's icon. */
export function PhoneOffIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 14c5-4.7 13-4.7 18 0l-2 2.8-3.6-1.3V13a10 10 0 0 0-6.8 0v2.5L5 16.8z" />
      <path d="M4 5l16 16" />
    </LineIcon>
  )
}

/** A keyboard: the "Type instead" button's icon. */
export function KeyboardIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M6 9h.01M10 9h.01M14 9h.01M18 9h.01M6 13h.01M18 13h.01M10 13h4M7 16h10" />
    </LineIcon>
  )
}

/** A paper plane: the Send button's icon. */
export function SendIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 12 20 4l-4 16-4-7z" />
      <path d="m12 13 8-9" />
    </LineIcon>
  )
}
