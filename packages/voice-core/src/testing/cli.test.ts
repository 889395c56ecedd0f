import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import { startCli as spawnCli } from './cli.test.helper.ts'
import { parseCliArgs } from './cli-args.ts'
import { cliSecret, DEFAULT_DEMO_SECRET } from './cli-secret.ts'
import { admission, connectClient } from './client.test.helper.ts'
import { signConversationUrl } from './signature.ts'

let child: ChildProcess | undefined

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  child = undefined
})

function startCli(args: string[], env: Record<string, string> = {}) {
  const cli = spawnCli(args, env)
  child = cli.child
  return cli
}

const OWN_SECRET = 'k3Vq9-own-secret-of-forty-characters-xyz'

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

  it('takes each --allow-origin, refusing what is not an origin', () => {
    expect(
      parseCliArgs([
        '--allow-origin',
        'https://www.example.com',
        '--allow-origin',
        'http://a.test:8080',
      ]).allowedOrigins,
    ).toEqual(['https://www.example.com', 'http://a.test:8080'])
    expect(() => parseCliArgs(['--allow-origin', 'www.example.com'])).toThrow(
      '--allow-origin: Allowed origins must be http or https origins such as https://www.example.com; got "www.example.com"',
    )
    expect(() => parseCliArgs(['--allow-origin', 'https://www.example.com/page'])).toThrow(
      '--allow-origin',
    )
  })

  it.each([['--port', 'x'], ['--port', '70000'], ['--port', '-1'], ['--verbose'], ['--host', '']])(
    'rejects %j',
    (...argv) => {
      expect(() => parseCliArgs(argv)).toThrow()
    },
  )
})

describe('cliSecret', () => {
  it('uses DEMO_AGENT_SECRET, or the public default, on loopback', () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '::1',
      '[::1]',
      '127.1.2.3',
      '::ffff:127.0.0.1',
    ]) {
      expect(cliSecret(host, undefined), host).toBe(DEFAULT_DEMO_SECRET)
      expect(cliSecret(host, ''), host).toBe(DEFAULT_DEMO_SECRET)
      expect(cliSecret(host, 'short'), host).toBe('short')
    }
  })

  it('takes a secret of its own of 32 characters or more anywhere else', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'agent.example.com', '::ffff:10.0.0.1']) {
      expect(cliSecret(host, OWN_SECRET), host).toBe(OWN_SECRET)
      expect(cliSecret(host, 'x'.repeat(32)), host).toBe('x'.repeat(32))
    }
  })

  it.each([
    [undefined, 'DEMO_AGENT_SECRET is not set'],
    ['', 'DEMO_AGENT_SECRET is not set'],
    [DEFAULT_DEMO_SECRET, 'DEMO_AGENT_SECRET is the public default'],
    ['x'.repeat(31), 'DEMO_AGENT_SECRET is shorter than 32 characters'],
    [` ${'x'.repeat(30)} `, 'DEMO_AGENT_SECRET is shorter than 32 characters'],
  ])('refuses a reachable host when the secret is %j', (secret, problem) => {
    expect(() => cliSecret('0.0.0.0', secret)).toThrow(
      `Refusing to listen on 0.0.0.0: other machines can reach it and ${problem}. Set DEMO_AGENT_SECRET to a secret of your own of at least 32 characters (\`openssl rand -base64 32\` makes one), or listen on 127.0.0.1.`,
    )
  })
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

  it.each([
    ['the default secret', {}],
    ['the public default set explicitly', { DEMO_AGENT_SECRET: 'local-demo-secret' }],
    ['a short secret', { DEMO_AGENT_SECRET: 'short-secret' }],
  ])('refuses --host 0.0.0.0 with %s, before listening', async (_case, env) => {
    const cli = startCli(['--port', '0', '--host', '0.0.0.0'], env)
    const [code] = await once(child as ChildProcess, 'exit')
    expect(code).toBe(2)
    expect(cli.output()).toContain('Refusing to listen on 0.0.0.0: other machines can reach it')
    expect(cli.output()).not.toContain('ready at')
    expect(cli.output()).not.toContain('short-secret')
  })

  it('refuses a page from another origin unless --allow-origin names it', async () => {
    const cli = startCli(['--port', '0', '--allow-origin', 'https://www.example.com'], {
      DEMO_AGENT_SECRET: OWN_SECRET,
    })
    const url = await cli.ready
    const expires = Math.floor(Date.now() / 1000) + 60
    const signed = signConversationUrl(url, { secret: OWN_SECRET, agentId: 'a', expires })
    const from = (origin: string) => admission(signed, { origin })
    expect(await from('https://evil.example')).toEqual({
      code: 1008,
      reason: "Refused: the page's origin is not allowed",
    })
    expect(await from('https://www.example.com')).toBe('started')
    expect(await from('http://localhost:5173')).toBe('started')
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
