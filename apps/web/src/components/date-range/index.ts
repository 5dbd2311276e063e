export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export * from './date-range';
