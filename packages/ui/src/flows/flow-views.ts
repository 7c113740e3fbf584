/**
 * Which story file shows which flow machine (machine id → story title). Every state of a listed
 * machine must have a story named after it (`scripts/story-states.ts` checks it after the
 * Storybook build). Add a line when a flow gets its view.
 */
export const FLOW_VIEW_STORIES: Record<string, string> = {
  aboutCollapse: 'Flows/AboutCollapse',
  appointmentModal: 'Flows/AppointmentModal',
  appointmentRequest: 'Flows/RequestsList',
  autoConfirm: 'Flows/AutoConfirm',
  cart: 'Flows/Cart',
  certificates: 'Flows/Certificates',
  checkout: 'Flows/ShopCheckout',
  courseCatalogue: 'Flows/CourseCatalogue',
  courseCheckout: 'Flows/CourseCheckout',
  coursePayment: 'Flows/PaymentForm',
  courseStart: 'Flows/CourseStart',
  deviceSessions: 'Flows/DeviceSessions',
  changePassword: 'Flows/ChangePasswordForm',
  contactForm: 'Flows/ContactForm',
  cookieNotice: 'Flows/CookieNotice',
  login: 'Flows/LoginForm',
  myPage: 'Flows/MyPage',
  orderCancel: 'Flows/OrderCancel',
  pagedList: 'Flows/PagedArticleList',
  passwordReset: 'Flows/PasswordResetForm',
  passwordResetConfirm: 'Flows/PasswordResetConfirmForm',
  registration: 'Flows/RegistrationForm',
  toast: 'Flows/Toast',
  videoProgress: 'Flows/CoursePlayer',
  visitCancel: 'Flows/VisitCancel',
  visitRequest: 'Flows/VisitRequest',
  workModal: 'Flows/WorkModal',
};
