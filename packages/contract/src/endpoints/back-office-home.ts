/**
 * The back office's home calls (issue 26), each declared once with its staff roles.
 */
export {};
