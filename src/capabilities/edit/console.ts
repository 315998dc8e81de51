/** The developer console, where a person sees (and finishes, or deletes) an edit the step left. */
export const CONSOLE_URL = 'https://developer.amazon.com/apps-and-games/console/apps/list.html'
