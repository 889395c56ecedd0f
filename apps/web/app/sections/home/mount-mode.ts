import { createContext, useContext } from 'react'

/**
 * Whether a deferred section renders into the prerendered HTML (`static`: no script will run it
 * until it mounts) or as the mounted component (`live`). A section with a control that needs
 * JavaScript renders a working native fallback in `static`, such as `<details>` for the FAQ.
 */
export type MountMode = 'static' | 'live'

/** Provided by `LazyMount`; `live` everywhere else. */
export const MountModeContext = createContext<MountMode>('live')

/** The {@link MountMode} the section renders in. */
export function useMountMode(): MountMode {
  return useContext(MountModeContext)
}
