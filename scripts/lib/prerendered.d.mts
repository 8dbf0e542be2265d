export const COMPILE_HINT: string;
export function prerenderedDir(distDir: string): string;
export function prerenderedHtmlFiles(dir: string): string[];
export function startupScripts(html: string): string[];
export function clientChunkFiles(distDir: string): string[];
