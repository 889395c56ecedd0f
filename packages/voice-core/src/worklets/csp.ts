/**
 * Whether the page's Content Security Policy blocks scripts from `url`'s scheme. Chromium
 * reports no `securitypolicyviolation` when it refuses a worklet module, so this asks with an
 * empty `<script>` of the same scheme (`blob:` or `data:`; worklets follow `script-src`), which it
 * does report. Resolves false for other schemes and outside a document.
 */
export function cspBlocksScheme(url: string): Promise<boolean> {
  const scheme = /^(blob|data):/.exec(url)?.[1]
  if (!scheme || typeof document === 'undefined') return Promise.resolve(false)
  const probe =
    scheme === 'blob'
      ? URL.createObjectURL(new Blob([''], { type: 'text/javascript' }))
      : 'data:text/javascript,'
  return new Promise((resolve) => {
    const script = document.createElement('script')
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(scheme)) settle(true)
    }
    let done = false
    const settle = (blocked: boolean) => {
      if (done) return
      done = true
      document.removeEventListener('securitypolicyviolation', onViolation)
      script.remove()
      if (scheme === 'blob') URL.revokeObjectURL(probe)
      resolve(blocked)
    }
    document.addEventListener('securitypolicyviolation', onViolation)
    // A blocked script reports its violation before its `error`; an allowed one loads.
    script.onload = () => settle(false)
    script.onerror = () => setTimeout(() => settle(false))
    script.src = probe
    document.head.append(script)
  })
}
