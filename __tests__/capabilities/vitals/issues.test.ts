// The top issues' rows in every shape read (issues.ts), and their section of the summary.
import { describe, expect, it } from '@jest/globals'
import { issuesSections, readClusters } from '../../../src/capabilities/vitals/issues.js'
import { renderParts } from '../../../src/step/errors.js'

describe('readClusters', () => {
  it("reads {name, value} lists, Google's {metric, decimalValue} and maps, values as numbers or numeric strings", () => {
    expect(
      readClusters({
        rows: [
          {
            crashDescriptor: 'a',
            reportText: 'trace',
            metrics: [{ name: 'errorEventCount', value: '78' }],
            dimensions: [{ name: 'versionCode', value: '1008' }]
          },
          {
            crashDescriptor: 'b',
            metrics: [
              { metric: 'errorEventCount', decimalValue: { value: '5' } },
              { metric: 'distinctUsers', int64Value: '4' }
            ],
            dimensions: [{ dimension: 'versionCode', int64Value: 1007 }]
          },
          {
            reportText: 'only a trace',
            metrics: { errorEventCount: 3, distinctDevices: 2 },
            dimensions: { versionCode: 'x' }
          }
        ]
      })
    ).toEqual([
      { descriptor: 'a', text: 'trace', events: 78, devices: undefined, versionCode: '1008' },
      { descriptor: 'b', text: '', events: 5, devices: 4, versionCode: '1007' },
      { descriptor: '', text: 'only a trace', events: 3, devices: 2, versionCode: undefined }
    ])
  })

  it('reads no rows as no cluster, and any other shape as unread', () => {
    expect(readClusters({ status: 'SUCCESS' })).toEqual([])
    for (const body of [
      'text',
      { rows: {} },
      { rows: ['a'] },
      { rows: [{ issue: 'a', count: 3 }] },
      { rows: [{ reportText: 3 }] }
    ]) {
      expect(readClusters(body)).toBeUndefined()
    }
  })
})

describe('issuesSections', () => {
  it('says what a cluster does not give', () => {
    const [section] = issuesSections([
      {
        reportType: 'ANR',
        word: 'ANR',
        answer: { value: {}, kept: '{}' },
        status: 'read',
        clusters: [{ descriptor: '', text: '', events: undefined, devices: undefined }]
      }
    ])
    expect(renderParts(section, (text) => text)).toBe(
      '#### Top ANR clusters (issuesMetricSet, ANR)\n\n1. events not given, devices not given\n\n(no stack trace given)\n'
    )
  })
})
