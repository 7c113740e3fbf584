/** The contact form's anchor: the FAQ's button and links scroll here (spec 2.10). */
export const CONTACT_SECTION_ID = 'contact-form';
