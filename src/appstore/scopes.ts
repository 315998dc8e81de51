/** The two scopes the token service grants (docs/api-notes.md), each for one API. */
export const SUBMISSION_SCOPE = 'appstore::apps:readwrite'
export const REPORTING_SCOPE = 'adx_reporting::appstore:marketer'

export const SCOPES: Record<string, string> = {
  [SUBMISSION_SCOPE]: 'App Submission API',
  [REPORTING_SCOPE]: 'Reporting API'
}

/** "'appstore::apps:readwrite' for the App Submission API, …", for messages. */
export const SCOPE_LIST = Object.entries(SCOPES)
  .map(([scope, api]) => `'${scope}' for the ${api}`)
  .join(', ')
