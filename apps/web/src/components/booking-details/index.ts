export { BookingDetails, type BookingDetailsProps } from './booking-details.tsx';
