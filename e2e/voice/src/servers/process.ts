/**
 * Child processes the suite starts (the site's server, wrangler): each in a process group of
 * its own, so stopping it stops everything it started (wrangler's workerd included), and ready
 * only when its health URL answers, never after a guessed delay.
 */
import { type ChildProcess, spawn } from 'node:child_process'

/** A started server process. */
export interface ServerProcess {
  /** What it printed so far (stdout and stderr), for error messages. */
  output(): string
  /** Stops the whole process group and waits for the process to exit. */
  stop(): Promise<void>
}

/** How to start one server. */
export interface ServerCommand {
  /** A name for messages: `the signer`, `the site`. */
  name: string
  command: string
  args: readonly string[]
  cwd: string
  env?: Record<string, string>
  /** Answers 2xx once the server is ready. */
  readyUrl: string
  /** How long it may take to become ready (120 s: wrangler on a busy machine is slow). */
  timeoutMs?: number
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

/**
 * Starts a server and waits until `readyUrl` answers with a 2xx status.
 *
 * @throws Error with the server's output when it exits or is not ready in time.
 */
export async function startServer(options: ServerCommand): Promise<ServerProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (data: Buffer) => {
    log = (log + data.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const done = exited(child)
  let stopping: Promise<void> | undefined
  const server: ServerProcess = {
    output: () => log,
    stop() {
      stopping ??= (async () => {
        if (child.pid !== undefined && child.exitCode === null) {
          try {
            process.kill(-child.pid, 'SIGTERM')
          } catch {
            // Already gone.
          }
          const killer = setTimeout(() => {
            try {
              if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
            } catch {
              // Already gone.
            }
          }, 10_000)
          await done
          clearTimeout(killer)
        }
      })()
      return stopping
    },
  }

  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  let ended = false
  void done.then(() => {
    ended = true
  })
  while (!ended) {
    try {
      const response = await fetch(options.readyUrl, { signal: AbortSignal.timeout(5000) })
      await response.body?.cancel()
      if (response.ok) return server
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(`${options.name} was not ready at ${options.readyUrl} in time:\n${log}`)
    }
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 250))])
  }
  throw new Error(`${options.name} exited before it was ready (code ${child.exitCode}):\n${log}`)
}
