import type { IndexCollisionReport, SampleFieldError } from '@seqportal/contract';
import { detail, subLibraryKey, type CollisionLine } from './draft-collisions';

/** What the page may say about a library another customer booked on the lane: its names stay private. */
export const OTHER_CUSTOMER_LIBRARY = '该Lane上已预订的其他文库';

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function isReport(value: unknown): value is IndexCollisionReport {
  const report = asRecord(value);
  return (
    typeof report.zwkName === 'string' && typeof report.distance === 'number' && typeof report.otherScope === 'string'
  );
}

/** The collision list of a refused submission (body `{ collisions }`), in the report's form; empty when none. */
export function readServerCollisions(body: unknown): CollisionLine[] {
  const list = asRecord(body).collisions;
  if (!Array.isArray(list)) return [];
  return list.filter(isReport).map((report) => ({
    leftName: report.zwkName,
    leftDetail: detail(report.sampleName, report.wkName),
    rightName: report.otherScope === 'other-customer' ? OTHER_CUSTOMER_LIBRARY : (report.otherZwkName ?? ''),
    rightDetail: report.otherScope === 'other-customer' ? null : detail(report.otherSampleName, report.otherWkName),
    lanId: report.lanId,
    sameLibrary: report.otherScope === 'this-order' && report.wkName === report.otherWkName,
    distance: report.distance,
    basis: report.basis,
    booked: report.otherScope !== 'this-order',
    otherOrderNo: report.otherOrderNo ?? undefined,
    minDistance: report.minDistance,
    rowIds: [],
    rowKeys: [
      subLibraryKey(report.wkName, report.zwkName),
      ...(report.otherScope === 'this-order' && report.otherWkName && report.otherZwkName
        ? [subLibraryKey(report.otherWkName, report.otherZwkName)]
        : []),
    ],
  }));
}

function isFieldError(value: unknown): value is SampleFieldError {
  const error = asRecord(value);
  return (
    typeof error.list === 'string' &&
    typeof error.row === 'number' &&
    typeof error.field === 'string' &&
    typeof error.message === 'string'
  );
}

/** The rule errors of a refused submission (body `{ errors }`), to show on their cells. */
export function readServerFieldErrors(body: unknown): SampleFieldError[] {
  const list = asRecord(body).errors;
  return Array.isArray(list) ? list.filter(isFieldError) : [];
}
