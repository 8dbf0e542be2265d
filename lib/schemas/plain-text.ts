/** C0 and C1 control characters and DEL: none belongs in a line of text, and PostgreSQL stores no NUL. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** A line of text as it can be kept and searched for: without control characters. */
export const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, '');

/**
 * The same but tab, line feed and carriage return: text of several lines (a form's textarea,
 * which sends its line breaks as CR LF; a demo's message and reply; a note).
 */
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Whether text holds a control character but tab and line breaks (a form refuses it). */
export const hasControls = (text: string) => text.search(CONTROLS_BUT_LINES) !== -1;

/**
 * Text of several lines as the database can keep it (its text holds no NUL) and a page can show
 * it: without control characters but tab and line breaks.
 */
export const withoutControls = (text: string) => text.replace(CONTROLS_BUT_LINES, '');
