/**
 * Every endpoint of the API, declared once (see ../endpoint.ts), by area. Each area is a module
 * of single declarations re-exported as a namespace: `ordersEndpoints.pay` pulls in that
 * declaration and its schemas only, so a page's bundle carries just the endpoints it calls.
 */
export * as accountsEndpoints from './accounts';
export * as adminEndpoints from './admin';
export * as authEndpoints from './auth';
export * as backOfficeAccountsEndpoints from './back-office-accounts';
export * as backOfficeHomeEndpoints from './back-office-home';
export * as backOfficeInboxEndpoints from './back-office-inbox';
export * as backOfficeOrdersEndpoints from './back-office-orders';
export * as cabinetEndpoints from './cabinet';
export * as cartEndpoints from './cart';
export * as certificatesEndpoints from './certificates';
export * as contentEndpoints from './content';
export * as coursesEndpoints from './courses';
export * as ordersEndpoints from './orders';
export * as shopEndpoints from './shop';
