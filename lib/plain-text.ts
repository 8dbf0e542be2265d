/** C0 and C1 control characters and DEL: none belongs in a line of text, and PostgreSQL stores no NUL. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** A line of text as it can be kept and searched for: without control characters. */
export const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, '');
