/**
 * The back office's accounts calls (issue 26), each declared once with its staff roles.
 */
export {};
