/**
 * Stands in for @actions/exec in the bundle (tsconfig "paths"; see README.md beside this file).
 * @actions/core imports it at load time for core.platform (it runs sw_vers or lsb_release to
 * describe the OS), which this action never calls. The real module would load node:child_process,
 * and with it node:dgram, and @actions/io in every run.
 */
function notBundled(): never {
  throw new Error('@actions/exec is not bundled: core.platform is not available in this action')
}

export const exec = notBundled
export const getExecOutput = notBundled
