// The catalogue's advice names a menu path ("usa Atril › Actualizar clasificación"); at the
// `atril` command line the same step is a command ("atril standings torneo.xlsx"). Rewritten
// where the message is printed (cli.ts), for each menu item the CLI has; a path with no
// command (Estado del torneo, Publicar clasificación) stays as written.
import { type Language, type MessageKey, t } from '../i18n';

/**
 * The menu paths of `commands` (command → menu label key) in `lang`, each with its command line
 * for `file`; a path may pass through one of `submenus` (Atril › Lista de la federación › Volver a valorar).
 */
export function cliWords(
  text: string,
  lang: Language,
  commands: Record<string, MessageKey>,
  file: string,
  submenus: readonly MessageKey[] = [],
): string {
  // A file name with a space is quoted, as it would be typed.
  const shown = /\s/.test(file) ? `"${file}"` : file;
  const title = t(lang, 'action.title');
  let out = text;
  for (const [command, label] of Object.entries(commands)) {
    const paths = [title, ...submenus.map((submenu) => `${title} › ${t(lang, submenu)}`)].map(
      (menu) => `${menu} › ${t(lang, label)}`,
    );
    // The longer path first: «Atril › Lista › X» is not left as «Atril › Lista › atril x …».
    for (const path of paths.reverse()) out = out.split(path).join(`atril ${command} ${shown}`);
  }
  return out;
}
