import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { admission, connectClient } from './client.test.helper.ts'
import { signConversationUrl } from './signature.ts'

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url))
let child: ChildProcess | undefined

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  child = undefined
})

function startCli(args: string[], env: Record<string, string> = {}) {
  const { DEMO_AGENT_SECRET: _ignored, ...inherited } = process.env
  child = spawn(process.execPath, [CLI, ...args], { env: { ...inherited, ...env } })
  let output = ''
  child.stdout?.on('data', (data) => {
    output += data
  })
  child.stderr?.on('data', (data) => {
    output += data
  })
  const ready = new Promise<string>((resolve, reject) => {
    child?.stdout?.on('data', () => {
      const match = /ready at (\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child?.once('exit', () => reject(new Error(`The CLI exited: ${output}`)))
  })
  return { ready, output: () => output }
}

describe('parseCliArgs', () => {
  it('defaults to 127.0.0.1:8788', () => {
    expect(parseCliArgs([])).toEqual({ port: 8788, host: '127.0.0.1' })
    expect(parseCliArgs(['--port', '0', '--host', '::1'])).toEqual({ port: 0, host: '::1' })
  })

  it('takes the audio formats the agent announces', () => {
    expect(parseCliArgs(['--input-format', 'ulaw_8000', '--output-format', 'ulaw_8000'])).toEqual({
      port: 8788,
      host: '127.0.0.1',
      inputFormat: 'ulaw_8000',
      outputFormat: 'ulaw_8000',
    })
    expect(() => parseCliArgs(['--output-format', 'mp3_44100'])).toThrow(
      '--output-format mp3_44100: Invalid format',
    )
    expect(() => parseCliArgs(['--input-format', 'pcm_96000'])).toThrow(
      '--input-format pcm_96000: Invalid sample rate',
    )
  })

  it.each([['--port', 'x'], ['--port', '70000'], ['--port', '-1'], ['--verbose'], ['--host', '']])(
    'rejects %j',
    (...argv) => {
      expect(() => parseCliArgs(argv)).toThrow()
    },
  )
})

// Each test starts a Node process, which can be slow on a busy machine.
describe('the demo agent CLI', { timeout: 20_000 }, () => {
  it('greets over a URL signed with the default secret and stops on SIGTERM', async () => {
    const cli = startCli(['--port', '0'])
    const url = await cli.ready
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/v1\/convai\/conversation$/)
    expect(await admission(`${url}?agent_id=demo-agent`)).toMatchObject({ code: 1008 })
    const expires = Math.floor(Date.now() / 1000) + 60
    const signed = signConversationUrl(url, {
      secret: 'local-demo-secret',
      agentId: 'demo-agent',
      expires,
    })
    const client = await connectClient(signed)
    client.send({ type: 'conversation_initiation_client_data' })
    await client.waitFor('conversation_initiation_metadata')
    await client.waitFor('agent_response')
    child?.kill('SIGTERM')
    const [code] = await once(child as ChildProcess, 'exit')
    expect(code).toBe(0)
    expect(cli.output()).toContain('Demo voice agent stopped (SIGTERM)')
    expect((await client.closed).code).toBe(1006)
  })

  it('uses DEMO_AGENT_SECRET when it is set', async () => {
    const cli = startCli(['--port', '0'], { DEMO_AGENT_SECRET: 'from-env' })
    const url = await cli.ready
    const expires = Math.floor(Date.now() / 1000) + 60
    const sign = (secret: string) => signConversationUrl(url, { secret, agentId: 'a', expires })
    expect(await admission(sign('local-demo-secret'))).toEqual({
      code: 1008,
      reason: 'Refused: the signature does not match',
    })
    expect(await admission(sign('from-env'))).toBe('started')
    child?.kill('SIGINT')
    expect((await once(child as ChildProcess, 'exit'))[0]).toBe(0)
  })

  it('announces the audio formats it is given', async () => {
    const cli = startCli(
      ['--port', '0', '--input-format', 'ulaw_8000', '--output-format', 'ulaw_8000'],
      { DEMO_AGENT_SECRET: 'formats' },
    )
    const url = await cli.ready
    const expires = Math.floor(Date.now() / 1000) + 60
    const client = await connectClient(
      signConversationUrl(url, { secret: 'formats', agentId: 'a', expires }),
    )
    client.send({ type: 'conversation_initiation_client_data' })
    const metadata = await client.waitFor('conversation_initiation_metadata')
    expect(metadata.conversation_initiation_metadata_event).toMatchObject({
      agent_output_audio_format: 'ulaw_8000',
      user_input_audio_format: 'ulaw_8000',
    })
    child?.kill('SIGTERM')
    await once(child as ChildProcess, 'exit')
  })

  it('exits with a usage message for a bad port', async () => {
    const cli = startCli(['--port', 'eighty'])
    const [code] = await once(child as ChildProcess, 'exit')
    expect(code).toBe(2)
    expect(cli.output()).toContain('--port must be a whole number from 0 to 65535; got eighty')
    await expect(cli.ready).rejects.toThrow('The CLI exited')
  })
})
