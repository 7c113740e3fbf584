/**
 * The markers of the built index.html that the web build writes (apps/web build/deferred-boot.ts)
 * and both the server entry and the API read: the element the page is drawn into, and the inert
 * template of the scripts its loader starts after the first paint, where the server adds a page's
 * own preloads.
 */
export const PAGE_ROOT_ID = 'root';
export const BOOT_SCRIPTS_ID = 'boot-scripts';
export const BOOT_SCRIPTS_OPEN = `<template id="${BOOT_SCRIPTS_ID}">`;
