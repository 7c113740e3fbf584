import { forgetVisitorCountry } from '../app/visitor-country';
import { resetAppointmentsMock } from './appointments.handlers';
import { resetShopMock } from './handlers';

/**
 * The mock server's data (cart, orders, bought courses, calendar) and the app's once-per-tab
 * answers as a new tab finds them: after each unit test, and before each page story, which shares
 * its document with the story files before it (one preview per test worker).
 */
export function resetMocks() {
  resetShopMock();
  resetAppointmentsMock();
  // The visitor's country is asked once per tab.
  forgetVisitorCountry();
}
