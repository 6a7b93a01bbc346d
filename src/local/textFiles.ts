// An Atril file on disk (rules §22, §23): read whole as UTF-8, or written whole — a temporary
// file beside it renamed over it, so a cut leaves the old file, never half of the new one. A
// failure is the command's message naming the file (each command's own key: read or write).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { AtrilError } from '../core/errors';
import type { MessageKey } from '../i18n';

/** `text` into `file`, whole or not at all; else `refusal` with the file and the system's reason. */
export function writeTextFile(file: string, text: string, refusal: MessageKey): void {
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text, 'utf8');
    renameSync(temporary, file);
  } catch (error) {
    throw new AtrilError(refusal, { value: file, detail: (error as Error).message });
  }
}

/** `file`'s text (UTF-8); else `refusal` with the file and the system's reason. */
export function readTextFile(file: string, refusal: MessageKey): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new AtrilError(refusal, { value: file, detail: (error as Error).message });
  }
}
