import { LaneBooking } from './lane-booking.entity.js';
import { SampleProgressEvent } from './sample-progress-event.entity.js';
import { Sample } from './sample.entity.js';
import { SubLibrary } from './sub-library.entity.js';

export { LaneBooking, Sample, SampleProgressEvent, SubLibrary };
export type { SampleKind } from './sample.entity.js';

export const SAMPLE_ENTITIES = [Sample, SubLibrary, LaneBooking, SampleProgressEvent];
