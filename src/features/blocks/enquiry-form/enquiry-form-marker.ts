/**
 * Marks the server-rendered form, so the page's script knows where it is before the form's own code has loaded.
 * A file of its own: the page's first-load chunk takes this constant and nothing else of the form.
 */
export const ENQUIRY_FORM_ATTRIBUTE = "data-enquiry-form";
