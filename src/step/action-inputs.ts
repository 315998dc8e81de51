// Generated from the actions' action.yml files by `npm run docs` (scripts/readme-tables.mjs);
// `npm run docs:check` fails when stale.

/** The repository, as a `uses:` line names it. */
export const ACTION_REPOSITORY = 'appstore-actions/appstore-token-action'

/** The actions: the root action.yml (`token`) and a sub-action folder each. */
export type DoorName = 'token' | 'release' | 'preflight' | 'status' | 'listing-bootstrap' | 'report' | 'vitals'

/** Each action's inputs and their defaults, as the runner sets them. */
export const ACTION_INPUTS: Readonly<Record<DoorName, Readonly<Record<string, string>>>> = {
  token: {
    'client-id': '',
    'client-secret': '',
    scope: '',
    'auth-url': 'https://api.amazon.com',
    retries: '3',
    'timeout-seconds': '30',
    'api-url': '',
    'api-base-url': 'https://developer.amazon.com/api/appstore',
    'api-method': 'GET',
    'api-body': '',
    'api-body-file': '',
    'api-headers': '',
    'api-output-file': '',
    'api-fail-on-error': 'true'
  },
  release: {
    'client-id': '',
    'client-secret': '',
    'auth-url': 'https://api.amazon.com',
    retries: '3',
    'timeout-seconds': '30',
    'api-base-url': 'https://developer.amazon.com/api/appstore',
    'app-id': '',
    files: '',
    notes: '',
    'notes-dir': '',
    'listing-dir': '',
    'listing-strict': 'false',
    'listing-add-locales': 'false',
    targeting: 'like-existing',
    'devices-lost': 'fail',
    'publish-at': '',
    'large-upload': 'auto',
    'open-edit': 'reuse',
    submit: 'false',
    'dry-run': 'false'
  },
  preflight: {
    files: '',
    notes: '',
    'notes-dir': '',
    'listing-dir': '',
    'listing-strict': 'false',
    'listing-add-locales': 'false',
    targeting: 'like-existing'
  },
  status: {
    'client-id': '',
    'client-secret': '',
    'auth-url': 'https://api.amazon.com',
    retries: '3',
    'timeout-seconds': '30',
    'api-base-url': 'https://developer.amazon.com/api/appstore',
    'app-id': '',
    'version-codes': ''
  },
  'listing-bootstrap': {
    'client-id': '',
    'client-secret': '',
    'auth-url': 'https://api.amazon.com',
    retries: '3',
    'timeout-seconds': '30',
    'api-base-url': 'https://developer.amazon.com/api/appstore',
    'app-id': '',
    'listing-dir': '',
    overwrite: 'false'
  },
  report: {
    'client-id': '',
    'client-secret': '',
    'auth-url': 'https://api.amazon.com',
    retries: '3',
    'timeout-seconds': '30',
    'api-base-url': 'https://developer.amazon.com/api/appstore',
    types: '',
    period: '',
    dir: 'appstore-reports',
    extract: 'true',
    parallel: '3'
  },
  vitals: {
    'client-id': '',
    'client-secret': '',
    'auth-url': 'https://api.amazon.com',
    retries: '3',
    'timeout-seconds': '30',
    'api-base-url': 'https://developer.amazon.com/api/appstore',
    package: '',
    metrics: 'crash anr',
    granularity: 'daily',
    days: '7',
    'version-codes': '',
    dir: 'appstore-vitals',
    'max-crash-rate': '',
    'max-anr-rate': '',
    'max-lmk-rate': '',
    'max-increase': '',
    'baseline-version-code': '',
    'min-devices': '100',
    'top-issues': '5'
  }
}
