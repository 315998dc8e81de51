import * as core from '@actions/core'
import { createSend } from './http.js'
import { main } from './main.js'
import { systemClock } from './retry.js'

await main({ core, send: createSend('appstore-token-action'), clock: systemClock, cwd: process.cwd() })
