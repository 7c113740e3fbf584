/**
 * The back office's orders calls (issue 26), each declared once with its staff roles.
 */
export {};
