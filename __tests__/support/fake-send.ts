// A Send that answers from a script, for unit tests of what is done with an answer.
import { Readable } from 'node:stream'
import type { HttpRequest, HttpResponse, Send } from '../../src/net/transport.js'

export type Scripted = { status: number; headers?: Record<string, string>; body?: string } | Error

export function scriptedSend(answers: Scripted[]): Send & { requests: HttpRequest[] } {
  const requests: HttpRequest[] = []
  const send = async (request: HttpRequest): Promise<HttpResponse> => {
    requests.push(request)
    const answer = answers.shift()
    if (!answer) throw new Error('no scripted answer left')
    if (answer instanceof Error) throw answer
    return {
      status: answer.status,
      headers: answer.headers ?? {},
      body: Readable.from([Buffer.from(answer.body ?? '')])
    }
  }
  return Object.assign(send, { requests })
}
