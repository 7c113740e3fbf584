/**
 * The specialist's month of visits: apart from the kit's main barrel because it brings
 * react-day-picker (and date-fns), which only the requests screen needs, in its own chunk.
 */
export * from './appointments-calendar';
