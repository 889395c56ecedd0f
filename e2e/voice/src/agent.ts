/**
 * The demo agent from `@org/voice-core/testing`, run by the suite on one port per worker and
 * scripted per test. The audio formats are fixed per agent, so a test that needs other formats
 * restarts it on the same port (the browser's address mapping points at that port).
 */
import {
  createMockAgent,
  type MockAgent,
  type MockConnection,
  type Scenario,
} from '@org/voice-core/testing'

/** The formats an agent announces: `pcm_16000`, `ulaw_8000`... */
export interface AgentFormats {
  inputFormat: string
  outputFormat: string
}

/** The default formats of the demo agent. */
export const PCM_16000: AgentFormats = { inputFormat: 'pcm_16000', outputFormat: 'pcm_16000' }

/** One worker's demo agent. */
export class AgentController {
  readonly #secret: string
  #agent: MockAgent | undefined
  #formats: AgentFormats = PCM_16000
  #port = 0

  constructor(secret: string) {
    this.#secret = secret
  }

  /** Starts the agent; the port it listens on stays the same for the worker. */
  async start(): Promise<number> {
    this.#agent = await createMockAgent({
      port: this.#port,
      secret: this.#secret,
      ...this.#formats,
    })
    this.#port = this.#agent.port
    return this.#port
  }

  /** The port the agent listens on (0 before it started). */
  get port(): number {
    return this.#port
  }

  /** The running agent. */
  get agent(): MockAgent {
    if (!this.#agent) throw new Error('The demo agent is not running.')
    return this.#agent
  }

  /**
   * Scripts the next conversations, restarting the agent first when it must speak other formats.
   * Connections of earlier tests are left behind (closed), so `nextConnection` is this test's.
   */
  async script(scenario: Scenario | Scenario[], formats: AgentFormats = PCM_16000): Promise<void> {
    if (
      formats.inputFormat !== this.#formats.inputFormat ||
      formats.outputFormat !== this.#formats.outputFormat ||
      this.agent.connections.length > 0
    ) {
      await this.agent.close()
      this.#formats = formats
      await this.start()
    }
    this.agent.setScenario(scenario)
  }

  /** The next conversation the browser opens. */
  nextConnection(timeoutMs = 90_000): Promise<MockConnection> {
    return this.agent.nextConnection(timeoutMs)
  }

  async close(): Promise<void> {
    await this.#agent?.close()
  }
}

/** A script step that waits until the test opens it: lets a test decide when the agent acts. */
export function gate(): { step: Scenario; open(): void } {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return {
    step: async (connection) => {
      await Promise.race([opened, connection.closed])
    },
    open,
  }
}
