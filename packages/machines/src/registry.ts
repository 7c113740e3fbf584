import type { AnyStateMachine } from 'xstate';
import { cookieNoticeMachine } from './cookie-notice';
import { cartMachine } from './cart';
import { courseCatalogueMachine } from './course-catalogue';
import { loginMachine, sessionMachine } from './login';
import { passwordResetMachine } from './password-reset';
import { changePasswordMachine } from './change-password';
import { videoProgressMachine } from './video-progress';
import { registrationMachine } from './registration';
import { contactFormMachine } from './contact-form';
import { appointmentModalMachine, appointmentRequestMachine } from './appointment-modal';
import { toastMachine } from './toast';
import { checkoutMachine } from './checkout';
import { aboutCollapseMachine } from './about-collapse';
import { courseUpdatesMachine } from './course-updates';
import { workModalMachine } from './work-modal';
import { certificatesMachine } from './certificates';
import { myPageMachine } from './my-page';

/** Every flow machine, for the state-coverage report (and later the story check). */
export const allMachines: AnyStateMachine[] = [
  cookieNoticeMachine,
  cartMachine,
  courseCatalogueMachine,
  loginMachine,
  sessionMachine,
  passwordResetMachine,
  changePasswordMachine,
  videoProgressMachine,
  registrationMachine,
  contactFormMachine,
  appointmentModalMachine,
  appointmentRequestMachine,
  toastMachine,
  checkoutMachine,
  aboutCollapseMachine,
  courseUpdatesMachine,
  workModalMachine,
  certificatesMachine,
  myPageMachine,
];
