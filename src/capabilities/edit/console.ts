/** The developer console, where a person sees (and finishes, or deletes) an edit the step left. */
import { ACTION_REPOSITORY } from '../../step/action-inputs.js'

export const CONSOLE_URL = 'https://developer.amazon.com/apps-and-games/console/apps/list.html'

/** What a release through the API cannot do and the console does: the section of the release action's README. */
export const CONSOLE_ONLY_URL = `https://github.com/${ACTION_REPOSITORY}/blob/main/release/README.md#what-only-the-console-does`
