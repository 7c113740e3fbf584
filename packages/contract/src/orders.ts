/**
 * The orders' schemas, by direction: what a client sends (the order forms and requests) and what
 * the server answers (orders, quotes, payments, cashback).
 */
export * from './order-answers';
export * from './order-requests';
