import type { AnyStateMachine } from 'xstate';
import { aboutCollapseMachine } from './about-collapse';
import { appointmentModalMachine, appointmentRequestMachine } from './appointment-modal';
import { autoConfirmMachine } from './auto-confirm';
import { cartMachine } from './cart';
import { certificatesMachine } from './certificates';
import { changePasswordMachine } from './change-password';
import { checkoutMachine } from './checkout';
import { contactFormMachine } from './contact-form';
import { cookieNoticeMachine } from './cookie-notice';
import { courseCatalogueMachine } from './course-catalogue';
import { courseCheckoutMachine, coursePaymentMachine } from './course-payment';
import { courseStartMachine } from './course-start';
import { courseUpdatesMachine } from './course-updates';
import { deviceSessionsMachine } from './device-sessions';
import { loginMachine, sessionMachine } from './login';
import { myPageMachine } from './my-page';
import { orderCancelMachine } from './order-cancel';
import { pagedListMachine } from './paged-list';
import { passwordResetMachine } from './password-reset';
import { passwordResetConfirmMachine } from './password-reset-confirm';
import { registrationMachine } from './registration';
import { toastMachine } from './toast';
import { videoProgressMachine } from './video-progress';
import { visitCancelMachine } from './visit-cancel';
import { visitRequestMachine } from './visit-request';
import { workModalMachine } from './work-modal';

/** Every flow machine, for the state-coverage report (and later the story check). */
export const allMachines: AnyStateMachine[] = [
  cookieNoticeMachine,
  cartMachine,
  courseCatalogueMachine,
  loginMachine,
  sessionMachine,
  passwordResetMachine,
  passwordResetConfirmMachine,
  changePasswordMachine,
  videoProgressMachine,
  registrationMachine,
  contactFormMachine,
  appointmentModalMachine,
  appointmentRequestMachine,
  autoConfirmMachine,
  toastMachine,
  checkoutMachine,
  aboutCollapseMachine,
  courseUpdatesMachine,
  workModalMachine,
  certificatesMachine,
  myPageMachine,
  pagedListMachine,
  courseCheckoutMachine,
  coursePaymentMachine,
  courseStartMachine,
  visitRequestMachine,
  visitCancelMachine,
  orderCancelMachine,
  deviceSessionsMachine,
];
