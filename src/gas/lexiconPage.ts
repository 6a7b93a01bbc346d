// The script of Cargar léxico…'s dialog (rules §20; docs/duplicate.md "The word list"), run in the
// arbiter's browser, never on the server: scripts/build.ts bundles this file alone (global
// AtrilLexicon), minified, and the server's bundle carries it as text (LEXICON_PAGE,
// lexiconDialog.ts). The file is read here (UTF-8, else windows-1252: Spanish lists are often
// Latin-1) and compiled here, and only the stored parts travel, a few calls under 1 MB each.
import { compileList, decodeList } from '../core/duplicate/lexiconCompile';

export { compileList, decodeList };

/* eslint-disable @typescript-eslint/no-explicit-any -- the browser's DOM, which the Apps Script types lack */
declare const document: any;
declare const google: any;
declare const FileReader: any;
declare function setTimeout(run: () => void, ms: number): unknown;

/** Parts a call carries: 30 × 30,000 characters, under 1 MB (google.script.run's limit is undocumented; the server's bound, lexiconDialog.ts). */
export const PARTS_PER_CALL = 30;

/** Text as HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function setUp(): void {
  const $ = (id: string) => document.getElementById(id);
  const texts = JSON.parse($('lx-texts').textContent) as Record<string, string>;
  // The page laid out here, so that the server's bundle carries only its texts (lexiconDialog.ts).
  document.head.insertAdjacentHTML(
    'beforeend',
    '<style>body{font:14px Arial,sans-serif;margin:12px}p{margin:0 0 12px}label{display:block;margin:10px 0}' +
      'button{font:inherit;padding:6px 16px;margin-right:8px}#lx-status{white-space:pre-wrap;margin-top:12px}' +
      '#lx-status.bad{color:#b00020}</style>',
  );
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<p>${html(texts.intro)}</p><input type="file" id="lx-file" accept=".txt,.dic,.lst,text/plain">` +
      `<label><input type="checkbox" id="lx-single"> ${html(texts.single)}</label>` +
      `<button type="button" id="lx-load">${html(texts.load)}</button>` +
      `<button type="button" id="lx-close">${html(texts.close)}</button><div id="lx-status" role="status"></div>`,
  );
  $('lx-close').addEventListener('click', () => google.script.host.close());
  const button = $('lx-load');
  const say = (text: string, bad = false) => {
    $('lx-status').textContent = text;
    $('lx-status').className = bad ? 'bad' : '';
  };
  const fail = (error: any) => {
    say(String((error && error.message) || error), true);
    button.disabled = false;
  };
  const call = (name: string, args: unknown[], done: (answer: any) => void) => {
    const run = google.script.run.withSuccessHandler(done).withFailureHandler(fail);
    run[name](...args);
  };
  button.addEventListener('click', () => {
    const file = $('lx-file').files[0];
    if (!file) return say(texts.noFile, true);
    button.disabled = true;
    say(texts.reading);
    const reader = new FileReader();
    reader.onerror = () => fail(reader.error);
    reader.onload = () =>
      // A moment for the message to show before the compiler holds the page.
      setTimeout(() => {
        let list: ReturnType<typeof compileList>;
        try {
          list = compileList(decodeList(new Uint8Array(reader.result)), $('lx-single').checked);
        } catch (error) {
          return fail(error);
        }
        const { parts, ...counts } = list;
        const finish = () =>
          call('lexiconFinish', [{ name: file.name, ...counts, parts: parts.length }], (answer) => {
            say(answer.message, !answer.ok);
            button.disabled = false;
          });
        const send = (first: number): void => {
          if (first >= parts.length) return finish();
          say(texts.sending.replace('{done}', String(first)).replace('{total}', String(parts.length)));
          call('lexiconPart', [first, parts.slice(first, first + PARTS_PER_CALL)], () => send(first + PARTS_PER_CALL));
        };
        send(0);
      }, 20);
    reader.readAsArrayBuffer(file);
  });
}

// In the dialog (not where a test loads the compiler alone).
if (typeof document !== 'undefined') setUp();
