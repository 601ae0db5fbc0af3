export { DatePicker, type DatePickerProps, formatPickerDate } from './date-picker.tsx';
