import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  browserMicrophoneApis,
  MicrophoneAccessError,
  type MicrophoneApis,
  type MicrophonePermission,
  permissionOf,
  probeMicrophone,
  queryMicrophone,
} from './microphone'

/** Options of {@link useMicrophonePermission}. */
export interface UseMicrophonePermissionOptions {
  /**
   * Stand-ins for `navigator.mediaDevices` and `navigator.permissions`. For tests and stories;
   * left out, the browser's own are used.
   */
  apis?: MicrophoneApis
}

/** What {@link useMicrophonePermission} returns. */
export interface MicrophonePermissionState {
  /** `unknown` until the browser says or the visitor answers; then `granted` or `denied`. */
  permission: MicrophonePermission
  /**
   * Reads the state again without prompting (Permissions API). Where the browser cannot tell,
   * the state goes back to `unknown`, so a visitor who fixed their settings may try again.
   */
  check: () => Promise<MicrophonePermission>
  /**
   * The permission probe: asks for audio only and stops the stream at once.
   *
   * @throws MicrophoneAccessError with the catalogue text (not allowed, not found, not
   *   supported, other); only "not allowed" turns the state to `denied`.
   */
  request: () => Promise<void>
}

/**
 * Microphone permission for the voice panel: `unknown | granted | denied`, read from the
 * Permissions API where it exists (following its `change` event, so allowing the microphone in
 * the address bar enables the panel at once) and learnt from the probe otherwise. Reads nothing
 * during render, so it is safe in prerendered pages.
 *
 * @example
 * const { permission, request } = useMicrophonePermission()
 * <button disabled={permission === 'denied'} onClick={() => request().then(start)}>Start</button>
 */
export function useMicrophonePermission(
  options: UseMicrophonePermissionOptions = {},
): MicrophonePermissionState {
  const [permission, setPermission] = useState<MicrophonePermission>('unknown')
  const apisRef = useRef(options.apis)
  apisRef.current = options.apis
  // Answers from an older check or probe must not overwrite a newer one.
  const latest = useRef(0)
  const active = useRef(false)
  const watched = useRef<{ status: PermissionStatus; listener: () => void } | undefined>(undefined)

  const unwatch = useCallback(() => {
    watched.current?.status.removeEventListener('change', watched.current.listener)
    watched.current = undefined
  }, [])

  const check = useCallback(async (): Promise<MicrophonePermission> => {
    const ticket = ++latest.current
    const answer = await queryMicrophone(apisRef.current ?? browserMicrophoneApis())
    const next = answer?.permission ?? 'unknown'
    if (ticket !== latest.current || !active.current) return next
    setPermission(next)
    unwatch()
    if (answer) {
      const { status } = answer
      const listener = () => setPermission(permissionOf(status.state))
      status.addEventListener('change', listener)
      watched.current = { status, listener }
    }
    return next
  }, [unwatch])

  const request = useCallback(async (): Promise<void> => {
    const ticket = ++latest.current
    try {
      await probeMicrophone(apisRef.current ?? browserMicrophoneApis())
      if (ticket === latest.current && active.current) setPermission('granted')
    } catch (error) {
      const denied = error instanceof MicrophoneAccessError && error.reason === 'not-allowed'
      if (denied && ticket === latest.current && active.current) setPermission('denied')
      throw error
    }
  }, [])

  useEffect(() => {
    active.current = true
    void check()
    return () => {
      active.current = false
      latest.current++
      unwatch()
    }
  }, [check, unwatch])

  return useMemo(() => ({ permission, check, request }), [permission, check, request])
}
