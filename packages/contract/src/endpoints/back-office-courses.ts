/**
 * The back office's calls for courses: their texts, prices, flags, cover and publication (issue 27), each declared once with its staff roles.
 */
export {};
