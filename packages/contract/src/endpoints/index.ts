/**
 * Every endpoint of the API, declared once (see ../endpoint.ts), by area. Each area is a module
 * of single declarations re-exported as a namespace: `ordersEndpoints.pay` pulls in that
 * declaration and its schemas only, so a page's bundle carries just the endpoints it calls.
 */
export * as accountsEndpoints from './accounts';
export * as adminEndpoints from './admin';
export * as authEndpoints from './auth';
export * as backOfficeAccountsEndpoints from './back-office-accounts';
export * as backOfficeArticlesEndpoints from './back-office-articles';
export * as backOfficeCourseContentEndpoints from './back-office-course-content';
export * as backOfficeCoursesEndpoints from './back-office-courses';
export * as backOfficeHomeEndpoints from './back-office-home';
export * as backOfficeHomeContentEndpoints from './back-office-home-content';
export * as backOfficeImagesEndpoints from './back-office-images';
export * as backOfficeInboxEndpoints from './back-office-inbox';
export * as backOfficeOrdersEndpoints from './back-office-orders';
export * as backOfficeProductsEndpoints from './back-office-products';
export * as backOfficeSiteEndpoints from './back-office-site';
export * as backOfficeTaxonomyEndpoints from './back-office-taxonomy';
export * as cabinetEndpoints from './cabinet';
export * as calendarEndpoints from './calendar';
export * as cartEndpoints from './cart';
export * as certificatesEndpoints from './certificates';
export * as contentEndpoints from './content';
export * as coursesEndpoints from './courses';
export * as ordersEndpoints from './orders';
export * as shopEndpoints from './shop';
