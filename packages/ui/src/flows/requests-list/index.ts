/**
 * The specialist's requests screen (the list, the calendar, the appointment modal, the
 * auto-confirmation switch): apart from the kit's main barrel because its calendar brings
 * react-day-picker, which the web app loads in this screen's own chunk only.
 */
export * from '../../blocks/appointments-calendar/appointments-calendar';
export * from './appointment-modal';
export * from './auto-confirm-switch';
export * from './request-item';
export * from './requests-list';
