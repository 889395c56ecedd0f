import type { Callbacks } from './callbacks'
import type { DisconnectionDetails } from './options'
import type { Mode, Status } from './status'

const order: Status[] = ['connecting', 'connected', 'disconnecting', 'disconnected']

/**
 * The status and mode of one session. Status only moves forward through
 * `connecting → connected → disconnecting → disconnected` (a session that never connected may skip
 * `connected`), each step reported once; `onDisconnect` fires exactly once.
 */
export class SessionState {
  #currentStatus: Status = 'connecting'
  #currentMode: Mode = 'listening'
  #disconnected = false

  constructor(private readonly callbacks: Callbacks) {}

  /** The current status. */
  get status(): Status {
    return this.#currentStatus
  }

  /** The current mode. */
  get mode(): Mode {
    return this.#currentMode
  }

  /** Reports the opening status; call once when the session begins. */
  begin(): void {
    this.callbacks.emit('onStatusChange', { status: this.#currentStatus })
  }

  /** Moves the status forward; a step backwards or to the same status is ignored. */
  setStatus(status: Status): boolean {
    if (order.indexOf(status) <= order.indexOf(this.#currentStatus)) return false
    this.#currentStatus = status
    this.callbacks.emit('onStatusChange', { status })
    return true
  }

  /** Changes the mode, reporting only real changes and none after the session ended. */
  setMode(mode: Mode): void {
    if (mode === this.#currentMode || this.#disconnected) return
    this.#currentMode = mode
    this.callbacks.emit('onModeChange', { mode })
  }

  /** True once the session has started ending. */
  get ending(): boolean {
    return order.indexOf(this.#currentStatus) >= order.indexOf('disconnecting')
  }

  /** Reports the end once; later calls return false and report nothing. */
  disconnect(details: DisconnectionDetails): boolean {
    if (this.#disconnected) return false
    this.setStatus('disconnecting')
    this.setMode('listening')
    this.#disconnected = true
    this.callbacks.emit('onDisconnect', details)
    this.setStatus('disconnected')
    return true
  }
}
