import {
  OrderStatus,
  SampleProgressStep,
  type OrderStatusValue,
  type SampleProgressStepValue,
} from '../../packages/contract/src/index.js';

/**
 * The 12-month demo history of 13800000001 (DESIGN.md section 4) as a pure plan: which orders exist, when, in
 * which status, and how far their samples got. It is a function of the anchor instant only (a fixed-seed PRNG,
 * no Math.random, no clock), so the same anchor always yields the same history; the seed passes the moment it
 * first runs, so that the workbench's week, month and year charts show data right after `pnpm start`.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Days of history before the anchor. */
export const HISTORY_DAYS = 365;

/** When each step happens, counted from the order's creation (hours): the lab's usual 8-day rhythm. */
const STEP_OFFSETS_HOURS: ReadonlyArray<[SampleProgressStepValue, number]> = [
  [SampleProgressStep.Sent, 20],
  [SampleProgressStep.Received, 44],
  [SampleProgressStep.QcDone, 70],
  [SampleProgressStep.OnMachine, 96],
  [SampleProgressStep.OffMachine, 140],
  [SampleProgressStep.SequencingDone, 168],
];
const PLACE_AFTER_HOURS = 0.5;
const COMPLETE_AFTER_HOURS = 190;

export type DeliveryModePlan = 'pickup' | 'courier';

export interface PlannedLine {
  /** Index into the seed's list of candidate SKUs (taken modulo its length). */
  skuIndex: number;
  count: number;
}

export interface PlannedEvent {
  step: SampleProgressStepValue;
  at: Date;
}

export interface PlannedOrder {
  /** Position in the plan, oldest first. */
  index: number;
  createdAt: Date;
  status: OrderStatusValue;
  lines: PlannedLine[];
  mode: DeliveryModePlan;
  /** The courier's waybill, null for pickup and for courier orders whose number is still missing. */
  expressNumber: string | null;
  placedAt: Date | null;
  cancelledAt: Date | null;
  receivedAt: Date | null;
  completedAt: Date | null;
  /** False when the customer has not entered the sample information yet (only pending orders). */
  samplesFilled: boolean;
  /** The progress events every sample of the order has recorded, in order. */
  events: PlannedEvent[];
}

/** mulberry32: a tiny, well-distributed PRNG; a fixed seed makes the history reproducible. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How an order of the history turns out; its status then follows from its age. */
type Fate = 'courier' | 'pickup' | 'express-missing' | 'unpaid' | 'unpaid-unfilled' | 'cancelled';

/**
 * The last ten days are scripted, so that every status, every progress step and every kind of to-do is present
 * whatever the PRNG draws (day 1: sent, 2: received, 3: QC done, 4-5: on the machine, 6: off, 7: sequenced, 8+:
 * completed); older days get an order about one day in four, a few of them cancelled.
 */
const RECENT: Readonly<Record<number, readonly Fate[]>> = {
  0: ['unpaid-unfilled', 'express-missing'],
  1: ['courier', 'unpaid'],
  2: ['pickup', 'unpaid-unfilled'],
  3: ['courier'],
  4: ['pickup'],
  5: ['courier', 'cancelled'],
  6: ['pickup'],
  7: ['courier'],
  8: ['pickup'],
  9: ['courier'],
};

function fatesOf(age: number, random: () => number): Fate[] {
  const scripted = RECENT[age];
  if (scripted) return [...scripted];
  if (random() >= 0.27) return [];
  const draw = random();
  return [draw < 0.07 ? 'cancelled' : draw < 0.55 ? 'pickup' : 'courier'];
}

/**
 * The plan. Status follows from age the way the lab works (an order placed 3 days ago has its samples in QC),
 * with the variations a real account has: a few cancelled orders, recent orders not yet paid or whose sample
 * information is not filled in, courier orders still missing their express number.
 */
export function planHistory(anchor: Date): PlannedOrder[] {
  const random = prng(20_260_101);
  const plans: PlannedOrder[] = [];
  for (let age = HISTORY_DAYS - 1; age >= 0; age -= 1) {
    for (const fate of fatesOf(age, random)) plans.push(planOrder(anchor, age, fate, plans.length, random));
  }
  return plans;
}

function planOrder(anchor: Date, age: number, fate: Fate, index: number, random: () => number): PlannedOrder {
  // 1 to 7 hours before the anchor's time of day, so nothing lies in the future of the anchor.
  const createdAt = new Date(anchor.getTime() - age * DAY - (1 + Math.floor(random() * 7)) * HOUR);
  const lineCount = random() < 0.3 ? 2 : 1;
  const lines = Array.from({ length: lineCount }, () => ({
    skuIndex: Math.floor(random() * 1000),
    count: 1 + Math.floor(random() * 4),
  }));
  const mode: DeliveryModePlan = fate === 'pickup' ? 'pickup' : 'courier';
  const base = { index, createdAt, lines, mode };
  if (fate === 'cancelled' || fate === 'unpaid' || fate === 'unpaid-unfilled') {
    const cancelled = fate === 'cancelled';
    return {
      ...base,
      status: cancelled ? OrderStatus.Cancelled : OrderStatus.PendingPayment,
      expressNumber: null,
      placedAt: null,
      cancelledAt: cancelled ? new Date(createdAt.getTime() + 2 * HOUR) : null,
      receivedAt: null,
      completedAt: null,
      samplesFilled: fate !== 'unpaid-unfilled',
      events: [],
    };
  }

  // A courier order whose waybill is still missing: the lab has nothing to track yet.
  const expressMissing = fate === 'express-missing';
  const due = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
  const events = STEP_OFFSETS_HOURS.filter(([step]) => !(step === SampleProgressStep.Sent && mode === 'pickup'))
    .filter(() => !expressMissing)
    .map(([step, hours]) => ({ step, at: due(hours) }))
    .filter((event) => event.at.getTime() <= anchor.getTime());
  const received = events.find((event) => event.step === SampleProgressStep.Received)?.at ?? null;
  const sequenced = events.some((event) => event.step === SampleProgressStep.SequencingDone);
  const completedAt = sequenced && due(COMPLETE_AFTER_HOURS) <= anchor ? due(COMPLETE_AFTER_HOURS) : null;
  return {
    ...base,
    status: completedAt ? OrderStatus.Completed : received ? OrderStatus.SamplesReceived : OrderStatus.AwaitingSamples,
    expressNumber: mode === 'courier' && !expressMissing ? `SF${1_460_000_000_000 + index * 7919}` : null,
    placedAt: due(PLACE_AFTER_HOURS),
    cancelledAt: null,
    receivedAt: received,
    completedAt,
    samplesFilled: true,
    events,
  };
}
