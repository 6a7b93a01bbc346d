// A fake Ui: menus are recorded item by item, alerts and prompts are answered from a
// script the test sets up (default: OK), sidebars and dialogs are recorded with their HTML.
// Strict like Google: an alert or prompt suspends the script until the user answers, and a
// lock does not survive the suspension — so showing one while the execution holds the
// document lock is an error here (rules §8), recorded in `violations` and thrown.
import type { CallCounter } from './counter';
import type { FakeHtmlOutput } from './services';

export const Button = { OK: 'OK', CANCEL: 'CANCEL', YES: 'YES', NO: 'NO', CLOSE: 'CLOSE' } as const;
export const ButtonSet = {
  OK: 'OK',
  OK_CANCEL: 'OK_CANCEL',
  YES_NO: 'YES_NO',
  YES_NO_CANCEL: 'YES_NO_CANCEL',
} as const;
export type ButtonName = keyof typeof Button;

export interface MenuRecord {
  title: string;
  addon: boolean;
  /** Items in order; a separator is { separator: true }. */
  items: ({ label: string; functionName: string } | { separator: true } | { submenu: MenuRecord })[];
  added: boolean;
}

/** A menu's items in the order shown, a submenu's items where it stands (separators left out). */
export function menuItemsOf(record: MenuRecord): { label: string; functionName: string }[] {
  return record.items.flatMap((item) =>
    'submenu' in item ? menuItemsOf(item.submenu) : 'label' in item ? [item] : [],
  );
}

/**
 * Ui.alert and Ui.prompt take (prompt), (prompt, buttons), (title, prompt) or
 * (title, prompt, buttons): the title, the message and the button set of each form.
 */
function dialogArguments(titleOrPrompt: string, promptOrButtons?: string, buttons?: string): [string, string, string] {
  if (buttons !== undefined) return [titleOrPrompt, promptOrButtons ?? '', buttons];
  if (promptOrButtons === undefined) return ['', titleOrPrompt, ButtonSet.OK];
  if (promptOrButtons in ButtonSet) return ['', titleOrPrompt, promptOrButtons];
  return [titleOrPrompt, promptOrButtons, ButtonSet.OK];
}

export class FakeMenu {
  constructor(
    readonly record: MenuRecord,
    private readonly ui: FakeUi,
  ) {}
  addItem(label: string, functionName: string): this {
    this.record.items.push({ label, functionName });
    return this;
  }
  addSeparator(): this {
    this.record.items.push({ separator: true });
    return this;
  }
  addSubMenu(menu: FakeMenu): this {
    this.record.items.push({ submenu: menu.record });
    return this;
  }
  addToUi(): void {
    this.record.added = true;
    this.ui.menus.push(this.record);
  }
}

export interface AlertRecord {
  title: string;
  message: string;
  buttons: string;
}

export interface PromptAnswer {
  button?: ButtonName;
  text?: string;
}

export class FakePromptResponse {
  constructor(private readonly answer: PromptAnswer) {}
  getResponseText(): string {
    return this.answer.text ?? '';
  }
  getSelectedButton(): string {
    return this.answer.button ?? Button.OK;
  }
}

export class FakeUi {
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;
  menus: MenuRecord[] = [];
  alerts: AlertRecord[] = [];
  prompts: AlertRecord[] = [];
  sidebars: { title: string; html: string }[] = [];
  /** Dialogs shown, with their size in pixels (HtmlOutput.setWidth/setHeight; 300 × 400 unless set, hence unusable). */
  dialogs: { title: string; html: string; modal: boolean; width: number; height: number }[] = [];
  /** Answers for the next alerts/prompts, in order (then OK / empty text). */
  script: PromptAnswer[] = [];

  /** The Apps Script project's name: what a bound script's add-on menu is called. */
  projectName = 'Proyecto sin título';
  /** Alerts or prompts shown while the document lock was held (each one also threw). */
  violations: string[] = [];
  /**
   * AuthMode.NONE (an Editor add-on's onOpen where it has not been used): Google's table gives
   * the Ui for adding menu items only, so an alert, a prompt, a sidebar or a dialog is refused
   * (recorded as a 'service' call `refused`, then thrown). Set by the environment.
   */
  menusOnly = false;

  /** `holdsDocumentLock`: does the execution showing this Ui hold its document's lock now? */
  constructor(
    private readonly counter: CallCounter,
    private readonly holdsDocumentLock: () => boolean = () => false,
  ) {}

  private refuseUnlessAllowed(method: string): void {
    if (!this.menusOnly) return;
    this.counter.record('service', 'refused', `Ui.${method}`);
    throw new Error(`You do not have permission to call Ui.${method}.`);
  }

  /** An alert or prompt suspends the script: the document lock would silently lapse. */
  private suspend(method: string, message: string): void {
    this.refuseUnlessAllowed(method);
    if (!this.holdsDocumentLock()) return;
    const violation = `Ui.${method}("${message}") shown while the document lock is held: flush, release, then alert (rules §8)`;
    this.violations.push(violation);
    throw new Error(violation);
  }

  createMenu(title: string): FakeMenu {
    return new FakeMenu({ title, addon: false, items: [], added: false }, this);
  }
  /** As in a bound script: the add-on menu is named after the script project, not the product. */
  createAddonMenu(): FakeMenu {
    return new FakeMenu({ title: this.projectName, addon: true, items: [], added: false }, this);
  }

  alert(titleOrPrompt: string, promptOrButtons?: string, buttons?: string): string {
    const [title, message, set] = dialogArguments(titleOrPrompt, promptOrButtons, buttons);
    this.suspend('alert', message);
    this.counter.record('ui', 'alert', message);
    this.alerts.push({ title, message, buttons: set });
    return this.script.shift()?.button ?? Button.OK;
  }

  prompt(titleOrPrompt: string, promptOrButtons?: string, buttons?: string): FakePromptResponse {
    const [title, message, set] = dialogArguments(titleOrPrompt, promptOrButtons, buttons);
    this.suspend('prompt', message);
    this.counter.record('ui', 'prompt', message);
    this.prompts.push({ title, message, buttons: set });
    return new FakePromptResponse(this.script.shift() ?? {});
  }

  showSidebar(output: FakeHtmlOutput): void {
    this.refuseUnlessAllowed('showSidebar');
    this.counter.record('ui', 'showSidebar', output.getTitle());
    this.sidebars.push({ title: output.getTitle(), html: output.getContent() });
  }
  showModalDialog(output: FakeHtmlOutput, title: string): void {
    this.refuseUnlessAllowed('showModalDialog');
    this.counter.record('ui', 'showModalDialog', title);
    this.dialogs.push({
      title,
      html: output.getContent(),
      modal: true,
      width: output.getWidth(),
      height: output.getHeight(),
    });
  }
  showModelessDialog(output: FakeHtmlOutput, title: string): void {
    this.refuseUnlessAllowed('showModelessDialog');
    this.counter.record('ui', 'showModelessDialog', title);
    this.dialogs.push({
      title,
      html: output.getContent(),
      modal: false,
      width: output.getWidth(),
      height: output.getHeight(),
    });
  }
}
