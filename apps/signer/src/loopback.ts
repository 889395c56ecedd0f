const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether a URL's `hostname` names this machine. Only such hosts may be reached over plain
 * `http:`/`ws:`: the local fakes and receivers that tests and local runs point the signer at.
 */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname)
}
