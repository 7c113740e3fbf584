import * as c from '@academy/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routeRegistry } from './lib/route';
import { bookableMonday } from './modules/calendar/visit-confirm.fixtures';
import { DEMO, FILES, json, login, send } from './test/helpers';
import { createTestApp } from './test/test-app';

/**
 * Walks every row of spec section 7 (and the designed "not shown" calls) with the method, path
 * and auth of the spec, and checks the status and the answer shape with the contract schemas.
 */
interface State {
  tokens: Record<'student' | 'doctor' | 'client' | 'specialist', string>;
  specialistId: number;
  profileId: number;
  accessId: number;
  videoId: number;
  ids: Record<string, number>;
  /** The doctor's course certificate, issued in the setup by watching a whole course. */
  certificateCode: string;
}
type Who = keyof State['tokens'] | 'none' | 'fresh';
interface Row {
  spec: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The spec's path pattern, as registered (for the registry check). */
  pattern: string;
  path: (s: State) => string;
  who: Who;
  body?: (s: State) => unknown;
  form?: (s: State) => FormData;
  status: number;
  schema?: z.ZodType;
  keep?: (s: State, body: Record<string, unknown>) => void;
}

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const appointment = (s: State, extra = {}) => ({
  client_name: 'Lidia',
  client_phone: '+37369777888',
  client_comments: 'no comment',
  time_of_receipt: '18:00',
  confirmation: false,
  doctor: s.specialistId,
  lang: 'ro',
  date_of_receipt: '2031-01-15',
  ...extra,
});
const order = {
  items: [{ id: 1, cnt: 1 }],
  first_name: 'Irina',
  surname: 'C',
  phone: '+37369123456',
  email: 'irina@example.com',
  country: 'Moldova',
  city: 'Chișinău',
  delivery_type: 'pickup',
  payment_type: 'card',
  terms_agreement: true,
};

const ROWS: Row[] = [
  // 7.1 Authentication and accounts
  {
    spec: '7.1',
    method: 'POST',
    pattern: '/auth/token/login/',
    path: () => '/auth/token/login/',
    who: 'none',
    body: () => ({ username: DEMO.student, password: 'Demo12345!' }),
    status: 200,
    schema: c.loginResponseSchema,
  },
  {
    spec: '7.1',
    method: 'GET',
    pattern: '/auth/users/me/',
    path: () => '/auth/users/me/',
    who: 'student',
    status: 200,
    schema: c.meResponseSchema,
  },
  {
    spec: '7.1',
    method: 'POST',
    pattern: '/auth/token/logout/',
    path: () => '/auth/token/logout/',
    who: 'fresh',
    status: 204,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/auth/sessions/',
    path: () => '/auth/sessions/',
    who: 'student',
    status: 200,
    schema: c.sessionListSchema,
  },
  {
    spec: 'designed',
    method: 'DELETE',
    pattern: '/auth/sessions/{id}/',
    path: () => '/auth/sessions/999999/',
    who: 'student',
    status: 404,
    schema: c.errorResponseSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/auth/sessions/logout-others/',
    path: () => '/auth/sessions/logout-others/',
    who: 'student',
    status: 204,
  },
  {
    spec: '7.1',
    method: 'POST',
    pattern: '/accounts/users/',
    path: () => '/accounts/users/',
    who: 'none',
    form: () =>
      form({
        username: 'row@example.com',
        email: 'row@example.com',
        password: 'secret12',
        first_name: 'Row',
        last_name: 'Test',
        'profile.name': 'Row Test',
        'profile.description': 'ro',
        'profile.phone': '+37369000001',
        'profile.city': 'Moldova',
        'profile.specialization': '',
        'profile.type': 'other',
        'profile.shop_is_active': 'true',
        'profile.utm_tags': '',
      }),
    status: 201,
    schema: c.registrationResponseSchema,
  },
  {
    spec: '7.1',
    method: 'GET',
    pattern: '/accounts/users/{id}/',
    path: (s) => `/accounts/users/${s.specialistId}/`,
    who: 'none',
    status: 200,
    schema: c.userWithProfileSchema,
  },
  {
    spec: '7.1',
    method: 'GET',
    pattern: '/{lang}/accounts/users/{id}/',
    path: (s) => `/ro/accounts/users/${s.specialistId}/`,
    who: 'none',
    status: 200,
    schema: c.userWithProfileSchema,
  },
  {
    spec: '7.1',
    method: 'GET',
    pattern: '/{lang}/accounts/users/',
    path: () => '/ro/accounts/users/',
    who: 'none',
    status: 200,
    schema: c.specialistListSchema,
  },
  {
    spec: '7.1',
    method: 'POST',
    pattern: '/{lang}/api/password_reset/',
    path: () => '/ro/api/password_reset/',
    who: 'none',
    body: () => ({ email: DEMO.hidden }),
    status: 200,
    schema: c.statusResponseSchema,
  },
  {
    spec: '7.1',
    method: 'PATCH',
    pattern: '/{lang}/accounts/user_profile/{id}/',
    path: (s) => `/ro/accounts/user_profile/${s.profileId}/`,
    who: 'specialist',
    form: () =>
      form({
        name: 'Natalia Moraru',
        description: '<p>Hi</p>',
        specialization: 'Cosmetolog',
        consultation_price: '800',
        currency: 'mdl',
        address: 'Chișinău',
      }),
    status: 200,
    schema: c.profileSchema,
  },
  {
    spec: '7.1',
    method: 'GET',
    pattern: '/accounts/payment-history/',
    path: () => '/accounts/payment-history/',
    who: 'student',
    status: 200,
    schema: c.paymentHistorySchema,
  },
  // 7.2 Certificates and slides
  {
    spec: '7.2',
    method: 'POST',
    pattern: '/accounts/certificates_and_diplomas/',
    path: () => '/accounts/certificates_and_diplomas/',
    who: 'specialist',
    form: (s) =>
      form({
        user_profile_id: String(s.profileId),
        image: FILES.png(),
        show: 'true',
        for_completing_the_course: 'false',
      }),
    status: 201,
    schema: c.certificateSchema,
    keep: (s, b) => {
      s.ids.certificate = Number(b.id);
    },
  },
  {
    spec: '7.2',
    method: 'PATCH',
    pattern: '/accounts/certificates_and_diplomas/{id}/',
    path: (s) => `/accounts/certificates_and_diplomas/${s.ids.certificate}/`,
    who: 'specialist',
    body: () => ({ show: false }),
    status: 200,
    schema: c.certificateSchema,
  },
  {
    spec: '7.2',
    method: 'DELETE',
    pattern: '/accounts/certificates_and_diplomas/{id}/',
    path: (s) => `/accounts/certificates_and_diplomas/${s.ids.certificate}/`,
    who: 'specialist',
    status: 204,
  },
  {
    spec: '7.2',
    method: 'POST',
    pattern: '/accounts/slide_after_before/',
    path: () => '/accounts/slide_after_before/',
    who: 'specialist',
    form: (s) =>
      form({
        user: String(s.profileId),
        title: 'Before/after',
        description: 'Three sessions',
        image: FILES.png(),
      }),
    status: 201,
    schema: c.workSlideSchema,
    keep: (s, b) => {
      s.ids.slide = Number(b.id);
    },
  },
  {
    spec: '7.2',
    method: 'PATCH',
    pattern: '/accounts/slide_after_before/{id}/',
    path: (s) => `/accounts/slide_after_before/${s.ids.slide}/`,
    who: 'specialist',
    form: () => form({ title: 'Before/after, edited', description: 'Four sessions' }),
    status: 200,
    schema: c.workSlideSchema,
  },
  {
    spec: '7.2',
    method: 'DELETE',
    pattern: '/accounts/slide_after_before/{id}/',
    path: (s) => `/accounts/slide_after_before/${s.ids.slide}/`,
    who: 'specialist',
    status: 204,
  },
  // 7.3 Courses
  {
    spec: '7.3',
    method: 'GET',
    pattern: '/{lang}/courses/course/',
    path: () => '/ro/courses/course/?page=1&page_size=4&category=3',
    who: 'none',
    status: 200,
    schema: c.courseListSchema,
  },
  {
    spec: '7.3',
    method: 'GET',
    pattern: '/{lang}/courses/category/',
    path: () => '/ro/courses/category/',
    who: 'none',
    status: 200,
    schema: c.courseCategoryListSchema,
  },
  {
    spec: '7.3',
    method: 'GET',
    pattern: '/{lang}/courses/modules/',
    path: () => '/ro/courses/modules/?category_id=3',
    who: 'none',
    status: 200,
    schema: c.courseModuleListSchema,
  },
  {
    spec: '7.3',
    method: 'GET',
    pattern: '/{lang}/courses/courses-updates/',
    path: () => '/ro/courses/courses-updates/',
    who: 'student',
    status: 200,
    schema: c.courseUpdateListSchema,
  },
  {
    spec: '7.3',
    method: 'GET',
    pattern: '/{lang}/courses/courses-updates/clear',
    path: () => '/ro/courses/courses-updates/clear',
    who: 'student',
    status: 200,
    schema: c.clearResponseSchema,
  },
  {
    spec: '7.3',
    method: 'GET',
    pattern: '/{lang}/courses/access_list/',
    path: () => '/ro/courses/access_list/',
    who: 'student',
    status: 200,
    schema: c.accessListSchema,
  },
  {
    spec: '7.3',
    method: 'GET',
    pattern: '/{lang}/courses/access_list/{id}/',
    path: (s) => `/ro/courses/access_list/${s.accessId}/`,
    who: 'student',
    status: 200,
    schema: c.accessRecordSchema,
  },
  {
    spec: '7.3',
    method: 'PATCH',
    pattern: '/courses/access_list/{id}/',
    path: (s) => `/courses/access_list/${s.accessId}/`,
    who: 'student',
    body: () => ({ full_progress: 60, watched: false, lang: 'ro' }),
    status: 200,
    schema: c.accessPatchResponseSchema,
  },
  {
    spec: '7.3',
    method: 'POST',
    pattern: '/courses/access-course-video/',
    path: () => '/courses/access-course-video/',
    who: 'student',
    body: (s) => ({
      access_to_courses: s.accessId,
      video: s.videoId,
      watched: false,
      how_many_viewed: 30,
    }),
    status: 201,
    schema: c.videoAccessResponseSchema,
    keep: (s, b) => {
      s.ids.videoAccess = Number(b.id);
    },
  },
  {
    spec: '7.3',
    method: 'PATCH',
    pattern: '/courses/access-course-video/{id}/',
    path: (s) => `/courses/access-course-video/${s.ids.videoAccess}/`,
    who: 'student',
    body: () => ({ watched: true, how_many_viewed: 100 }),
    status: 200,
    schema: c.videoAccessResponseSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/certificates/verify/{code}/',
    path: (s) => `/ro/certificates/verify/${s.certificateCode}/`,
    who: 'none',
    status: 200,
    schema: c.certificateVerificationSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/certificates/verify/{code}/',
    path: () => '/ru/certificates/verify/AAAAAAAAAAAAAAAA/',
    who: 'none',
    status: 404,
    schema: c.errorResponseSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/certificates/{code}.pdf',
    path: (s) => `/certificates/${s.certificateCode}.pdf`,
    who: 'doctor',
    status: 200,
  },
  {
    spec: '7.3',
    method: 'GET',
    pattern: '/{lang}/courses/protocols/',
    path: () => '/ro/courses/protocols/',
    who: 'student',
    status: 200,
    schema: c.protocolListSchema,
  },
  // 7.4 Shop
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/{lang}/shop/product/',
    path: () => '/ro/shop/product/?active=true&is_active_for_md=true&page_size=10000',
    who: 'student',
    status: 200,
    schema: c.productListSchema,
  },
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/{lang}/shop/product/',
    path: () => '/ro/shop/product/?is_active_for_client_md=true&catherine_store=False',
    who: 'specialist',
    status: 200,
    schema: c.productListSchema,
  },
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/{lang}/shop/product/{id}/',
    path: () => '/ro/shop/product/1/',
    who: 'student',
    status: 200,
    schema: c.productSchema,
  },
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/{lang}/shop/product/{id}/',
    path: () => '/ro/shop/product/424242/',
    who: 'student',
    status: 404,
    schema: c.errorResponseSchema,
  },
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/{lang}/shop/category/',
    path: () => '/ro/shop/category/',
    who: 'none',
    status: 200,
    schema: c.shopCategoryListSchema,
  },
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/{lang}/shop/category/{id}/',
    path: () => '/ro/shop/category/1/',
    who: 'none',
    status: 200,
    schema: c.shopCategorySchema,
  },
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/{lang}/shop/brands/',
    path: () => '/ro/shop/brands/',
    who: 'none',
    status: 200,
    schema: c.brandListSchema,
  },
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/{lang}/shop/brands/{id}/',
    path: () => '/ro/shop/brands/1/',
    who: 'none',
    status: 200,
    schema: c.brandSchema,
  },
  {
    spec: '7.4',
    method: 'GET',
    pattern: '/check-stock/',
    path: () => '/check-stock/?product_ids=1,2,3',
    who: 'student',
    status: 200,
    schema: c.checkStockResponseSchema,
  },
  // 7.5 Content and misc
  {
    spec: '7.5',
    method: 'GET',
    pattern: '/time/',
    path: () => '/time/',
    who: 'none',
    status: 200,
    schema: c.timeResponseSchema,
  },
  {
    spec: '7.5',
    method: 'GET',
    pattern: '/{lang}/get-faq/',
    path: () => '/ro/get-faq/',
    who: 'none',
    status: 200,
    schema: c.faqListSchema,
  },
  {
    spec: '7.5',
    method: 'GET',
    pattern: '/{lang}/get-review-slider/',
    path: () => '/ro/get-review-slider/',
    who: 'none',
    status: 200,
    schema: c.reviewSlideListSchema,
  },
  {
    spec: '7.5',
    method: 'GET',
    pattern: '/get-phone/',
    path: () => '/get-phone/',
    who: 'none',
    status: 200,
    schema: c.regionInfoListSchema.min(1),
  },
  {
    spec: '7.5',
    method: 'GET',
    pattern: '/{lang}/get-general-home-page-slider/',
    path: () => '/ro/get-general-home-page-slider/',
    who: 'none',
    status: 200,
    schema: c.heroSlideListSchema,
  },
  {
    spec: '7.5',
    method: 'GET',
    pattern: '/{lang}/about-author-slider/',
    path: () => '/ro/about-author-slider/',
    who: 'none',
    status: 200,
    schema: c.authorListSchema.min(1),
  },
  {
    spec: '7.5',
    method: 'GET',
    pattern: '/{lang}/about-page/',
    path: () => '/ro/about-page/',
    who: 'none',
    status: 200,
    schema: c.aboutPageListSchema.min(1),
  },
  {
    spec: '7.5',
    method: 'POST',
    pattern: '/get-feedback/',
    path: () => '/get-feedback/',
    who: 'none',
    body: () => ({ name: 'Ioana Pop', contact_data: '+37360000000', country: 'Moldova' }),
    status: 201,
    schema: c.feedbackResponseSchema,
  },
  {
    spec: '7.5',
    method: 'POST',
    pattern: '/cabinet/appointment/',
    path: () => '/cabinet/appointment/',
    who: 'specialist',
    body: (s) => appointment(s),
    status: 201,
    schema: c.appointmentSchema,
    keep: (s, b) => {
      s.ids.appointment = Number(b.id);
    },
  },
  {
    spec: '7.5',
    method: 'PUT',
    pattern: '/cabinet/appointment/{id}/',
    path: (s) => `/cabinet/appointment/${s.ids.appointment}/`,
    who: 'specialist',
    body: (s) => appointment(s, { client_comments: 'edited' }),
    status: 200,
    schema: c.appointmentSchema,
  },
  ...(['ro', 'ru', 'en', 'fr', 'es'] as const).map(
    (lang): Row => ({
      spec: '7.5',
      method: 'GET',
      pattern: '/policy_md/policy_{lang}.pdf',
      path: () => `/policy_md/policy_${lang}.pdf`,
      who: 'none',
      status: 200,
    }),
  ),
  {
    spec: '7.5',
    method: 'GET',
    pattern: '/cookie_ro/cookie_ro.pdf',
    path: () => '/cookie_ro/cookie_ro.pdf',
    who: 'none',
    status: 200,
  },
  // Designed: the calls the spec leaves "not shown"
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/courses/course/{id}/',
    path: () => '/ro/courses/course/3/',
    who: 'student',
    status: 200,
    schema: c.courseDetailSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/orders/',
    path: () => '/ro/orders/',
    who: 'student',
    body: () => order,
    status: 201,
    schema: c.orderSchema,
    keep: (s, b) => {
      s.ids.order = Number(b.id);
    },
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/orders/',
    path: () => '/orders/',
    who: 'student',
    status: 200,
    schema: c.orderListSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/orders/{id}/',
    path: (s) => `/orders/${s.ids.order}/`,
    who: 'student',
    status: 200,
    schema: c.orderSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/orders/{id}/pay/',
    path: (s) => `/orders/${s.ids.order}/pay/`,
    who: 'student',
    body: () => ({ provider: 'test' }),
    status: 200,
    schema: c.payResponseSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/orders/quote/',
    path: () => '/ro/orders/quote/',
    who: 'student',
    body: () => ({
      items: [
        { id: 1, cnt: 2 },
        { id: 99999, cnt: 1 },
      ],
      delivery_type: 'courier',
      city: 'Chișinău',
      use_bonuses: true,
    }),
    status: 200,
    schema: c.orderQuoteSchema,
  },
  {
    spec: 'designed',
    method: 'PUT',
    pattern: '/cart/',
    path: () => '/cart/',
    who: 'student',
    body: () => ({
      items: [
        { id: 1, cnt: 2 },
        { id: 3, cnt: 1 },
      ],
    }),
    status: 200,
    schema: c.cartSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/cart/',
    path: () => '/cart/',
    who: 'student',
    status: 200,
    schema: c.cartSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/accounts/cashback/',
    path: () => '/accounts/cashback/',
    who: 'student',
    status: 200,
    schema: c.cashbackResponseSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/courses/course/{id}/purchase/',
    path: () => '/ro/courses/course/4/purchase/',
    who: 'student',
    body: () => ({}),
    status: 201,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/courses/course/{id}/quote/',
    path: () => '/ro/courses/course/4/quote/',
    who: 'student',
    body: () => ({ promo_code: 'COURSE20' }),
    status: 200,
    schema: c.courseQuoteSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/blog/',
    path: () => '/ro/blog/',
    who: 'none',
    status: 200,
    schema: c.articleListSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/blog/{id}/',
    path: () => '/ro/blog/1/',
    who: 'none',
    status: 200,
    schema: c.articleSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/promotions/',
    path: () => '/ro/promotions/',
    who: 'none',
    status: 200,
    schema: c.promotionListSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/promotions/{id}/',
    path: () => '/ro/promotions/1/',
    who: 'none',
    status: 200,
    schema: c.promotionSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/useful-info/',
    path: () => '/ro/useful-info/',
    who: 'student',
    status: 200,
    schema: c.usefulInfoListSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/useful-info/{id}/',
    path: () => '/ro/useful-info/1/',
    who: 'student',
    status: 200,
    schema: c.usefulInfoSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/cabinet/appointment/',
    path: () => '/cabinet/appointment/',
    who: 'specialist',
    status: 200,
    schema: c.appointmentListSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/cabinet/appointment/{id}/',
    path: (s) => `/cabinet/appointment/${s.ids.appointment}/`,
    who: 'specialist',
    status: 200,
    schema: c.appointmentSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/cabinet/appointment/{id}/confirm/',
    path: (s) => `/cabinet/appointment/${s.ids.appointment}/confirm/`,
    who: 'specialist',
    status: 200,
    schema: c.appointmentSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/cabinet/appointment/{id}/cancel/',
    path: (s) => `/cabinet/appointment/${s.ids.appointment}/cancel/`,
    who: 'specialist',
    status: 200,
    schema: c.appointmentSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/cabinet/appointment-request/',
    path: () => '/en/cabinet/appointment-request/',
    who: 'none',
    body: (s) => ({
      doctor: s.specialistId,
      client_name: 'Visitor',
      client_phone: '+37360123456',
      client_email: 'visitor@example.com',
      date_of_receipt: bookableMonday(),
      time_of_receipt: '10:00',
    }),
    status: 201,
    schema: c.appointmentSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/cabinet/appointment-request/',
    path: () => '/fr/cabinet/appointment-request/',
    who: 'none',
    body: (s) => ({
      doctor: s.specialistId,
      client_name: 'Visitor',
      client_phone: '+37360123456',
      client_email: 'visitor@example.com',
      date_of_receipt: bookableMonday(),
      time_of_receipt: '11:00',
    }),
    status: 201,
    schema: c.appointmentSchema,
    keep: (s, b) => {
      s.ids.visit = Number(b.id);
    },
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/cabinet/appointment-request/{id}/cancel/',
    path: (s) => `/fr/cabinet/appointment-request/${s.ids.visit}/cancel/`,
    who: 'none',
    body: () => ({ token: 'not-the-token-of-this-visit' }),
    status: 403,
    schema: c.errorResponseSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/cabinet/appointment-request/{id}/cancel/',
    path: () => '/fr/cabinet/appointment-request/999999/cancel/',
    who: 'none',
    body: () => ({ token: 'not-the-token-of-this-visit' }),
    status: 404,
    schema: c.errorResponseSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/cabinet/appointment-request/{id}/confirm-email/',
    path: (s) => `/ro/cabinet/appointment-request/${s.ids.visit}/confirm-email/`,
    who: 'none',
    body: () => ({ token: 'not-the-token-of-this-visit' }),
    status: 403,
    schema: c.errorResponseSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/{lang}/cabinet/appointment-request/{id}/reschedule/',
    path: () =>
      '/ro/cabinet/appointment-request/999999/reschedule/?token=not-the-token-of-this-visit',
    who: 'none',
    status: 404,
    schema: c.errorResponseSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/cabinet/appointment-request/{id}/reschedule/',
    path: (s) => `/ro/cabinet/appointment-request/${s.ids.visit}/reschedule/`,
    who: 'none',
    body: () => ({
      token: 'not-the-token-of-this-visit',
      date_of_receipt: bookableMonday(),
      time_of_receipt: '12:00',
    }),
    status: 403,
    schema: c.errorResponseSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/calendar/{code}/',
    path: () => `/calendar/${'0'.repeat(40)}/`,
    who: 'none',
    status: 404,
    schema: c.errorResponseSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/auth/users/set_password/',
    path: () => '/auth/users/set_password/',
    who: 'client',
    body: () => ({ current_password: 'Demo12345!', new_password: 'Demo12345!' }),
    status: 204,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/api/password_reset/confirm/',
    path: () => '/ro/api/password_reset/confirm/',
    who: 'none',
    body: () => ({ token: 'f'.repeat(80), password: 'Secret123' }),
    status: 400,
    schema: c.errorResponseSchema,
  },
  // Refused input: field errors, which the document must allow beside {detail}.
  {
    spec: '7.1',
    method: 'POST',
    pattern: '/auth/token/login/',
    path: () => '/auth/token/login/',
    who: 'none',
    body: () => ({ username: DEMO.student }),
    status: 400,
    schema: c.fieldErrorsSchema,
  },
  {
    spec: 'designed',
    method: 'POST',
    pattern: '/{lang}/api/password_reset/confirm/',
    path: () => '/ro/api/password_reset/confirm/',
    who: 'none',
    body: () => ({ token: 'f'.repeat(80), password: 1 }),
    status: 400,
    schema: c.fieldErrorsSchema,
  },
  {
    spec: 'designed',
    method: 'GET',
    pattern: '/countries/',
    path: () => '/countries/',
    who: 'none',
    status: 200,
    schema: c.countryListSchema,
  },
];

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const state = { ids: {} } as State;

/** Every answer of the walk, checked against the OpenAPI document at the end. */
interface Answer {
  method: string;
  pattern: string;
  status: number;
  type: string;
  body: unknown;
}
const answers: Answer[] = [];
async function record(row: Row, res: Response): Promise<void> {
  const type = res.headers.get('content-type') ?? '';
  const text = await res.clone().text();
  answers.push({
    method: row.method.toLowerCase(),
    pattern: row.pattern,
    status: res.status,
    type,
    body: type.includes('application/json') && text ? JSON.parse(text) : text,
  });
}
beforeAll(async () => {
  ctx = await createTestApp();
  state.tokens = {
    student: await login(ctx.app, DEMO.student),
    doctor: await login(ctx.app, DEMO.doctor),
    client: await login(ctx.app, DEMO.client),
    specialist: await login(ctx.app, DEMO.specialist),
  };
  const me = await json<{ id: number; profile_id: number }>(
    send(ctx.app, 'GET', '/auth/users/me/', { token: state.tokens.specialist }),
  );
  state.specialistId = me.id;
  state.profileId = me.profile_id;
  const access = await json<{ id: number; course: { courses_video: { id: number }[] } }[]>(
    send(ctx.app, 'GET', '/ro/courses/access_list/', { token: state.tokens.student }),
  );
  state.accessId = access[0]?.id ?? 0;
  state.videoId = access[0]?.course.courses_video[3]?.id ?? 0;
  // The doctor watches a whole course: its certificate is issued (the verification rows use it).
  const [owned] = await json<c.AccessRecord[]>(
    send(ctx.app, 'GET', '/ro/courses/access_list/', { token: state.tokens.doctor }),
  );
  for (const video of owned?.course.courses_video ?? []) {
    await send(ctx.app, 'POST', '/courses/access-course-video/', {
      token: state.tokens.doctor,
      body: { access_to_courses: owned?.id, video: video.id, how_many_viewed: 100 },
    });
  }
  const done = await json<c.AccessRecord>(
    send(ctx.app, 'GET', `/ro/courses/access_list/${owned?.id}/`, { token: state.tokens.doctor }),
  );
  state.certificateCode = done.certificate?.code ?? '';
});
afterAll(() => ctx.database.close());

describe('every call of spec 7', () => {
  it.each(
    ROWS.map((row) => [`${row.spec} ${row.method} ${row.pattern} (${row.who})`, row] as const),
  )('%s', async (_, row) => {
    const token =
      row.who === 'none'
        ? undefined
        : row.who === 'fresh'
          ? await login(ctx.app, DEMO.doctor)
          : state.tokens[row.who];
    const res = await send(ctx.app, row.method, row.path(state), {
      ...(token ? { token } : {}),
      ...(row.body ? { body: row.body(state) } : {}),
      ...(row.form ? { form: row.form(state) } : {}),
    });
    await record(row, res);
    expect(res.status, await res.clone().text()).toBe(row.status);
    if (row.schema) {
      const body = await res.json();
      const parsed = row.schema.safeParse(body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
      row.keep?.(state, body as Record<string, unknown>);
    }
    if (row.pattern.endsWith('.pdf'))
      expect(res.headers.get('content-type')).toBe('application/pdf');
    const needsToken =
      routeRegistry.get(`${row.method.toLowerCase()} ${row.pattern}`)?.auth === 'token';
    if (needsToken && row.who !== 'fresh' && row.status < 300) {
      const anonymous = await send(
        ctx.app,
        row.method,
        row.path(state),
        row.body ? { body: row.body(state) } : {},
      );
      await record(row, anonymous);
      expect(anonymous.status, 'without a token').toBe(401);
    }
  });

  it('has every row in the route registry (and the OpenAPI document)', () => {
    for (const row of ROWS) {
      expect(routeRegistry.has(`${row.method.toLowerCase()} ${row.pattern}`), row.pattern).toBe(
        true,
      );
    }
  });

  it('answered every call as the OpenAPI document says: status, media type and body schema', async () => {
    type Operation = {
      responses: Record<string, { content?: Record<string, { schema: object }> }>;
    };
    const doc = await json<{ paths: Record<string, Record<string, Operation>> }>(
      send(ctx.app, 'GET', '/openapi.json'),
    );
    // zod's JSON Schemas are draft 2020-12; their formats are checked by the same rows' zod parse.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    expect(answers.length).toBeGreaterThanOrEqual(ROWS.length);
    const problems: string[] = [];
    for (const answer of answers) {
      const where = `${answer.method.toUpperCase()} ${answer.pattern} ${answer.status}`;
      const response = doc.paths[answer.pattern]?.[answer.method]?.responses[answer.status];
      if (!response) {
        problems.push(`${where}: status not documented`);
        continue;
      }
      const content = Object.entries(response.content ?? {});
      if (answer.status === 204 || (!content.length && answer.body === '')) continue;
      const documented = content.find(([type]) => type === '*/*' || answer.type.startsWith(type));
      if (!documented) {
        problems.push(`${where}: ${answer.type || 'no media type'} not documented`);
        continue;
      }
      if (!answer.type.includes('application/json')) continue;
      const validate = ajv.compile(documented[1].schema);
      if (!validate(answer.body))
        problems.push(`${where}: ${ajv.errorsText(validate.errors).slice(0, 300)}`);
    }
    expect(problems).toEqual([]);
  });
});
