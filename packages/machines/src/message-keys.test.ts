import { describe, expect, expectTypeOf, it } from 'vitest';
import * as machines from './index';

type Key<T> = NonNullable<T>;

/**
 * The ui's i18n test checks that every key of the `*_MESSAGE_KEYS` lists has a text in five
 * languages. These checks (compile time: `typecheck` fails) keep the keys the validators,
 * rules, machines and selectors return inside those lists, so none can be emitted without a text.
 * A form's field-error keys are the head of its list (`<FLOW>_ERROR_KEYS`): inside it by
 * construction, so only the other ways a key is made are checked here.
 */
describe('message keys', () => {
  it('every key a flow can emit is in its list', () => {
    expectTypeOf<
      Key<ReturnType<typeof machines.selectLoginForm>['messageKey']>
    >().toExtend<machines.LoginMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectPasswordReset>['messageKey']>
    >().toExtend<machines.PasswordResetMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectChangePasswordForm>['messageKey']>
    >().toExtend<machines.ChangePasswordMessageKey>();
    expectTypeOf<machines.PasswordResetConfirmErrorKey>().toExtend<
      machines.ChangePasswordMessageKey | machines.RegistrationMessageKey
    >();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectPasswordResetConfirm>['messageKey']>
    >().toExtend<machines.PasswordResetConfirmMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectRegistrationForm>['passwordStrengthMessageKey']>
    >().toExtend<machines.RegistrationMessageKey>();
    expectTypeOf<
      ReturnType<typeof machines.selectContactForm>['buttonLabelKey']
    >().toExtend<machines.ContactFormMessageKey>();
    expectTypeOf<
      ReturnType<typeof machines.selectVisitCancel>['buttonLabelKey']
    >().toExtend<machines.VisitCancelMessageKey>();
    type VisitRequest = ReturnType<typeof machines.selectVisitRequest>;
    expectTypeOf<
      VisitRequest['buttonLabelKey'] | Key<VisitRequest['notice'] | VisitRequest['failureKey']>
    >().toExtend<machines.VisitRequestMessageKey>();
    type VisitConfirm = NonNullable<ReturnType<typeof machines.selectVisitConfirm>['texts']>;
    expectTypeOf<
      VisitConfirm['title'] | VisitConfirm['text']
    >().toExtend<machines.VisitConfirmMessageKey>();
    type VisitReschedule = ReturnType<typeof machines.selectVisitReschedule>;
    expectTypeOf<
      | VisitReschedule['buttonLabelKey']
      | Key<VisitReschedule['notice']>
      | NonNullable<VisitReschedule['ending']>['title' | 'text']
    >().toExtend<machines.VisitRescheduleMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectCheckout>['messageKey']>
    >().toExtend<machines.CheckoutMessageKey>();
    type Checkout = ReturnType<typeof machines.selectCheckout>;
    expectTypeOf<
      Key<Checkout['noteKey'] | Checkout['retryKey'] | Checkout['quoteMessageKey']>
    >().toExtend<machines.CheckoutMessageKey>();
    expectTypeOf<
      Key<Checkout['freeDeliveryKey'] | NonNullable<Checkout['totals']>['delivery']['labelKey']>
    >().toExtend<machines.CheckoutMessageKey>();
    expectTypeOf<
      (
        | Checkout['deliveryTypes']
        | Checkout['paymentTypes']
        | Checkout['customerTypes']
      )[number]['labelKey']
    >().toExtend<machines.CheckoutMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectCart>['droppedMessageKey']>
    >().toExtend<machines.CartMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectAppointmentModal>['warningKey']>
    >().toExtend<machines.AppointmentModalMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectAppointmentModal>['errorKey']>
    >().toExtend<machines.AppointmentModalMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectAppointmentRequest>['errorKey']>
    >().toExtend<machines.AppointmentModalMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectAutoConfirm>['errorKey']>
    >().toExtend<machines.AutoConfirmMessageKey>();
    expectTypeOf<
      ReturnType<typeof machines.selectCartAddButton>['labelKey']
    >().toExtend<machines.CartMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectWorkModal>['titleErrorKey']>
    >().toExtend<machines.WorkModalMessageKey>();
    expectTypeOf<machines.ShopTooltipKey>().toExtend<machines.ShopAccessMessageKey>();
    expectTypeOf<machines.ProgressLabelKey>().toExtend<machines.VideoProgressMessageKey>();
    expectTypeOf<machines.CourseCheckoutErrorKey>().toExtend<machines.CourseCheckoutMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectCourseCheckout>['messageKey']>
    >().toExtend<machines.CourseCheckoutMessageKey>();
    expectTypeOf<machines.CoursePaymentErrorKey>().toExtend<machines.CoursePaymentMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectCoursePayment>['messageKey']>
    >().toExtend<machines.CoursePaymentMessageKey>();
    type CourseStart = ReturnType<typeof machines.selectCourseStart>;
    expectTypeOf<
      Key<CourseStart['errorKey']> | CourseStart['buttonLabelKey']
    >().toExtend<machines.CourseStartMessageKey>();
    type DeviceSessions = ReturnType<typeof machines.selectDeviceSessions>;
    expectTypeOf<
      Key<
        | DeviceSessions['loadErrorKey']
        | DeviceSessions['dialogErrorKey']
        | DeviceSessions['noticeKey']
        | DeviceSessions['errorKey']
      >
    >().toExtend<machines.DeviceSessionsMessageKey>();
    type StaffAction = ReturnType<typeof machines.selectStaffAction>;
    expectTypeOf<
      Key<StaffAction['errorKey'] | StaffAction['fieldErrorKeys'][string]>
    >().toExtend<machines.StaffActionMessageKey>();
    type ImageUpload = ReturnType<typeof machines.selectImageUpload>;
    expectTypeOf<
      Key<ImageUpload['errorKey'] | ImageUpload['statusKey']>
    >().toExtend<machines.ImageUploadMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectVideoUpload>['messageKey']>
    >().toExtend<machines.VideoUploadMessageKey>();
  });

  it('every key the calendar flows can emit is in their lists (issue 28)', () => {
    type Hours = ReturnType<typeof machines.selectAvailabilityEditor>;
    expectTypeOf<
      Key<Hours['statusKey']> | Hours['fieldErrors'][string]
    >().toExtend<machines.AvailabilityEditorMessageKey>();
    expectTypeOf<
      Key<ReturnType<typeof machines.selectCalendarFeed>['messageKey']>
    >().toExtend<machines.CalendarFeedMessageKey>();
    type Services = ReturnType<typeof machines.selectServicesEditor>;
    expectTypeOf<
      | Key<Services['listMessageKey'] | Services['dialogMessageKey']>
      | Services['fieldErrors'][string]
    >().toExtend<machines.ServicesEditorMessageKey>();
  });

  it('no key is listed twice', () => {
    const keys = Object.entries(machines)
      .filter(([name]) => name.endsWith('_MESSAGE_KEYS'))
      .flatMap(([, list]) => list as readonly string[]);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
