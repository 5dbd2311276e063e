import { SampleProgressStep } from '@seqportal/contract';
import { orderScheduleItems, scheduleEntries, scheduleLabel, summariseSteps } from './sample-schedule.js';

const at = (iso: string) => new Date(iso);

describe('sample schedules', () => {
  const samples = [
    { id: 1, progressStep: SampleProgressStep.QcDone },
    { id: 2, progressStep: SampleProgressStep.Received },
    { id: 3, progressStep: null },
  ];
  const events = [
    { sampleId: 1, step: SampleProgressStep.Sent, occurredAt: at('2025-11-01T02:00:00Z') },
    { sampleId: 2, step: SampleProgressStep.Sent, occurredAt: at('2025-11-02T02:00:00Z') },
    // Sample 1 reached QC without a recorded receipt: it still counts as received.
    { sampleId: 2, step: SampleProgressStep.Received, occurredAt: at('2025-11-03T02:00:00Z') },
    { sampleId: 1, step: SampleProgressStep.QcDone, occurredAt: at('2025-11-04T02:00:00Z') },
  ];

  it('counts samples that reached each step, later steps included, with the latest date', () => {
    const items = orderScheduleItems(summariseSteps(samples, events), samples.length);
    expect(items.map((item) => [item.desc, item.schedule, item.date])).toEqual([
      ['已寄出', '2/3', '2025-11-02T02:00:00.000Z'],
      ['已收样', '2/3', '2025-11-03T02:00:00.000Z'],
      ['质检完成', '1/3', '2025-11-04T02:00:00.000Z'],
      ['上机', '0/3', null],
      ['下机', '0/3', null],
      ['测序完成', '0/3', null],
    ]);
  });

  it('gives the legacy schedule entries', () => {
    expect(scheduleEntries(summariseSteps(samples, events))[1]).toEqual({
      step: SampleProgressStep.Received,
      desc: '已收样',
      scheduleTime: '2025-11-03T02:00:00.000Z',
      complateNum: 2,
    });
  });

  it('labels a sample not sent yet', () => {
    expect(scheduleLabel(null)).toBe('待寄送');
    expect(scheduleLabel(SampleProgressStep.OnMachine)).toBe('上机');
  });
});
