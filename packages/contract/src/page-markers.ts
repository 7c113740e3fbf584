/**
 * The markers of the built index.html that the web build writes (apps/web build/deferred-boot.ts)
 * and both the server entry and the API read: the element the page is drawn into, the inert
 * template of the scripts its loader starts after the first paint, where the server adds a page's
 * own preloads, and the element of a drawn page's router data (JSON, read by the browser entry).
 */
export const PAGE_ROOT_ID = 'root';
export const BOOT_SCRIPTS_ID = 'boot-scripts';
export const BOOT_SCRIPTS_OPEN = `<template id="${BOOT_SCRIPTS_ID}">`;
export const ROUTER_DATA_ID = 'router-data';
