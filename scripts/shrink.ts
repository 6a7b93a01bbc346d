// What scripts/build.ts does to esbuild's minified bundle to make it smaller without changing what
// it does (docs/addon.md "The second size pass"). It reads the bundle with TypeScript's parser (a
// devDependency already), so it edits whole statements and expressions, never text that merely
// looks like them.
import ts from 'typescript';
import { deflateRawSync } from 'node:zlib';
import { SEPARATOR, toBase85 } from '../src/i18n/packed';

/** The parsed bundle: its source file and the statements of its IIFE's body (`var Atril=(()=>{…})()`). */
function parse(code: string): { file: ts.SourceFile; body: ts.NodeArray<ts.Statement> } {
  const file = ts.createSourceFile('Code.js', code, ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    let init = statement.declarationList.declarations[0]?.initializer;
    if (init && ts.isCallExpression(init)) init = init.expression;
    while (init && ts.isParenthesizedExpression(init)) init = init.expression;
    if (init && ts.isArrowFunction(init) && ts.isBlock(init.body)) return { file, body: init.body.statements };
  }
  throw new Error('the bundle is not one IIFE assigned to a variable');
}

/**
 * `code` with `edits` ([start, end, replacement], not overlapping) made; a space between a
 * replacement and a letter it would run into (minified `return"…"` becomes `return $L(0,1)`).
 */
function applyEdits(code: string, edits: [number, number, string][]): string {
  const word = /[\w$]/;
  let text = code;
  for (const [start, end, replacement] of [...edits].sort((a, b) => b[0] - a[0] || b[1] - a[1])) {
    const before = replacement !== '' && word.test(replacement[0]) && word.test(text[start - 1] ?? '') ? ' ' : '';
    const after =
      replacement !== '' && word.test(replacement[replacement.length - 1]) && word.test(text[end] ?? '') ? ' ' : '';
    text = text.slice(0, start) + before + replacement + after + text.slice(end);
  }
  return text;
}

/** A call `helper(fn, "name")` of keepNames' naming helper: its function and name, else null. */
function namingCall(node: ts.Node, helper: string): { fn: ts.Expression; name: string } | null {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== helper) return null;
  const [fn, name] = node.arguments;
  return node.arguments.length === 2 && ts.isStringLiteral(name) ? { fn, name: name.text } : null;
}

/**
 * keepNames' names set once, in one statement (docs/addon.md "The second size pass"). esbuild keeps
 * each function's name for stack traces by calling its helper after each function declaration,
 * `function a(){…}u(a,"pairNextRound");` — 864 calls, 18 kB. Here:
 * - those after a declaration at the bundle's top level (where the modules' own top levels are)
 *   become one call at the start, `((f,n)=>n.split(",").forEach((s,i)=>u(f[i],s)))([a,…],"pairNextRound,…")`:
 *   declarations are hoisted, so each function has its name before any module's code runs, as before;
 * - a name given to a function written as an object's property of the same name,
 *   `{name:u((e,t,n)=>…,"name")}`, is dropped: the language names it so already (SetFunctionName).
 * Every other call stays. `names` (minified identifier → name) receives the top-level functions'.
 */
export function nameFunctionsOnce(code: string, names: Map<string, string> = new Map()): string {
  const helperMatch = /var ([\w$]+)=\(([\w$]+),([\w$]+)\)=>[\w$]+\(\2,"name",\{value:\3,configurable:!0\}\);/.exec(
    code,
  );
  if (helperMatch === null) throw new Error("the bundle has no keepNames helper: esbuild's output changed");
  const helper = helperMatch[1];
  const { file, body } = parse(code);
  const declared = new Set(
    body.filter(ts.isFunctionDeclaration).flatMap((declaration) => (declaration.name ? [declaration.name.text] : [])),
  );
  const edits: [number, number, string][] = [];
  for (const statement of body) {
    const call = ts.isExpressionStatement(statement) ? namingCall(statement.expression, helper) : null;
    if (call === null || !ts.isIdentifier(call.fn) || !declared.has(call.fn.text) || names.has(call.fn.text)) continue;
    if (!/^[\w$]+$/.test(call.name)) continue;
    names.set(call.fn.text, call.name);
    edits.push([statement.getStart(file), statement.getEnd(), '']);
  }
  const visit = (node: ts.Node): void => {
    const call = namingCall(node, helper);
    const property = node.parent;
    if (
      call !== null &&
      ts.isPropertyAssignment(property) &&
      property.initializer === node &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === call.name &&
      (ts.isArrowFunction(call.fn) || (ts.isFunctionExpression(call.fn) && call.fn.name === undefined))
    ) {
      edits.push([node.getStart(file), call.fn.getStart(file), ''], [call.fn.getEnd(), node.getEnd(), '']);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (names.size > 0) {
    const at = helperMatch.index + helperMatch[0].length;
    // Its parameters' names are not the helper's, which they would hide.
    const [f, n, s, i, w, c] = ['f', 'n', 's', 'i', 'w', 'c', 'a', 'b'].filter((name) => name !== helper);
    const { text, words, codes } = abbreviate([...names.values()].join(','));
    const batch = `((${f},${n},${w},${c})=>{${w}.split(",").forEach((${s},${i})=>${n}=${n}.split(${c}[${i}]).join(${s}));${n}.split(",").forEach((${s},${i})=>${helper}(${f}[${i}],${s}))})([${[...names.keys()].join(',')}],"${text}","${words.join(',')}","${codes}");`;
    edits.push([at, at, batch]);
  }
  return applyEdits(code, edits);
}

/** Characters that no name holds and a "…" literal takes as they are: abbreviate's codes. */
export const NAME_CODES = `!#%&'()*+-./:;<=>?@[]^\`{|}~${String.fromCharCode(...Array.from({ length: 400 }, (_, k) => 0xc0 + k))}`;

/**
 * `names` (identifiers joined by commas) with its most frequent camelCase words written as one
 * character each, `codes[k]` standing for `words[k]`; undone by replacing each code in turn, the
 * last first (a word may hold an earlier code). Cheap at load: a few dozen split/join over ~11 kB.
 */
export function abbreviate(names: string): { text: string; words: string[]; codes: string } {
  let text = names;
  const words: string[] = [];
  let codes = '';
  for (const code of NAME_CODES) {
    const counts = new Map<string, number>();
    for (const word of text.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
    let best = '';
    let gain = 0;
    for (const [word, count] of counts) {
      const saved = count * (word.length - Buffer.byteLength(code)) - word.length - Buffer.byteLength(code) - 1;
      if (saved > gain) [best, gain] = [word, saved];
    }
    if (best === '') break;
    text = text.split(best).join(code);
    words.push(best);
    codes += code;
  }
  // Undone last first, the reverse of the replacements made.
  return { text, words: words.reverse(), codes: [...codes].reverse().join('') };
}

/** A packed list: its items joined by SEPARATOR, raw DEFLATE (level 9), base 85 (src/i18n/packed.ts unpacks it). */
export function packList(items: readonly string[]): string {
  const holding = items.find((item) => item.includes(SEPARATOR));
  if (holding !== undefined) throw new Error(`${JSON.stringify(holding.slice(0, 80))} holds the packing separator`);
  return toBase85(deflateRawSync(Buffer.from(items.join(SEPARATOR), 'utf8'), { level: 9 }));
}

/** Literals of fewer UTF-8 bytes are left as they are (packLiterals). */
export const LITERAL_MIN = 20;
/** A group of packed literals stops growing at about this many bytes, or after a long stretch of code between two. */
export const LITERAL_GROUP = 20000;
const LITERAL_GAP = 20000;

const isFunction = (node: ts.Node): boolean =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessor(node) ||
  ts.isSetAccessor(node) ||
  ts.isConstructorDeclaration(node);

/** Whether `id` names a binding (a declaration of it), not a use. */
function isDeclarationName(id: ts.Identifier): boolean {
  const p = id.parent;
  return (
    (ts.isVariableDeclaration(p) ||
      ts.isParameter(p) ||
      ts.isBindingElement(p) ||
      ts.isFunctionDeclaration(p) ||
      ts.isFunctionExpression(p) ||
      ts.isClassDeclaration(p) ||
      ts.isClassExpression(p)) &&
    p.name === id
  );
}

/** Whether `id` reads or writes a variable (not a property's, a method's or a label's name). */
function isReference(id: ts.Identifier): boolean {
  const p = id.parent;
  if (isDeclarationName(id)) return false;
  if (ts.isPropertyAccessExpression(p) && p.name === id) return false;
  if (
    (ts.isPropertyAssignment(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isGetAccessor(p) ||
      ts.isSetAccessor(p)) &&
    p.name === id
  )
    return false;
  if (ts.isBindingElement(p) && p.propertyName === id) return false;
  if (ts.isLabeledStatement(p) || ts.isBreakOrContinueStatement(p)) return false;
  return true;
}

/** Whether `id` (a reference) is written: assigned, incremented, a for-in/of target. */
function isWritten(id: ts.Identifier): boolean {
  const p = id.parent;
  if (ts.isBinaryExpression(p) && p.left === id)
    return (
      p.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && p.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    );
  if ((ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) && p.operand === id)
    return p.operator === ts.SyntaxKind.PlusPlusToken || p.operator === ts.SyntaxKind.MinusMinusToken;
  if ((ts.isForInStatement(p) || ts.isForOfStatement(p)) && p.initializer === id) return true;
  return ts.isArrayLiteralExpression(p) || ts.isShorthandPropertyAssignment(p)
    ? ts.isBinaryExpression(p.parent) && p.parent.left === p
    : false;
}

/**
 * The string `node` always evaluates to, worked out here, or null: a string literal, a template of
 * such, `+` of two, `[…].join(…)` of them, `….replace(/re/flags, …)`, or a top-level variable
 * already known (`known`). Only expressions whose value cannot depend on when they run.
 */
function constantString(node: ts.Expression, known: ReadonlyMap<string, string>): string | null {
  let cache = worked.get(known);
  if (cache === undefined) worked.set(known, (cache = new WeakMap()));
  let value = cache.get(node);
  if (value === undefined) cache.set(node, (value = workOut(node, known)));
  return value;
}
/** What constantString worked out, by the `known` it was given (each node is worked out once). */
const worked = new WeakMap<ReadonlyMap<string, string>, WeakMap<ts.Node, string | null>>();

function workOut(node: ts.Expression, known: ReadonlyMap<string, string>): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return constantString(node.expression, known);
  if (ts.isIdentifier(node)) return known.get(node.text) ?? null;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const value = constantString(span.expression, known);
      if (value === null) return null;
      text += value + span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = constantString(node.left, known);
    const right = left === null ? null : constantString(node.right, known);
    return left === null || right === null ? null : left + right;
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const method = node.expression.name.text;
    const target = node.expression.expression;
    const args = node.arguments;
    if (method === 'join' && ts.isArrayLiteralExpression(target) && args.length <= 1) {
      const items = target.elements.map((element) => constantString(element, known));
      const separator = args.length === 0 ? ',' : constantString(args[0], known);
      return separator === null || items.some((item) => item === null) ? null : items.join(separator);
    }
    if (method === 'replace' && args.length === 2 && ts.isRegularExpressionLiteral(args[0])) {
      const subject = constantString(target, known);
      const replacement = constantString(args[1], known);
      const literal = args[0].text;
      const slash = literal.lastIndexOf('/');
      return subject === null || replacement === null
        ? null
        : subject.replace(new RegExp(literal.slice(1, slash), literal.slice(slash + 1)), replacement);
    }
  }
  return null;
}

/** An identifier no one uses in `file`, from `wanted` on. */
function freshName(used: ReadonlySet<string>, wanted: string): string {
  let name = wanted;
  for (let n = 0; used.has(name); n++) name = `${wanted}${n}`;
  return name;
}

const NONE_KNOWN: ReadonlyMap<string, string> = new Map();

export interface PackedLiterals {
  code: string;
  /** The packed groups, as written. */
  groups: string[];
  /** How many literals or constant strings each group holds. */
  literals: number;
}

/**
 * The bundle's long texts — the live page's, the hall screen's, the room screen's, the print and
 * install dialogs' CSS, HTML and client scripts — packed like the catalogue (docs/addon.md "The
 * second size pass"): in groups of about LITERAL_GROUP bytes, each a list packed by packList,
 * unpacked by the bundle's own `unpack` (named `unpackName` in keepNames' list) the first time one
 * of its texts is read, then kept. Packed:
 * - a constant string inside a function (a literal, or literals joined) of LITERAL_MIN bytes or
 *   more: it becomes `$L(group,item)`; a template with other values, `` `<p>${x}</p>` ``, becomes
 *   `$T(group,item,x)`, which puts each value in as the template does (`${v}`);
 * - a top-level variable holding a constant string that only functions read, `var VP="*{…}"`:
 *   each read becomes `$L(group,item)`, the variable is left without a value. One read at load
 *   keeps it as it is: loading the bundle unpacks nothing.
 * A name declared twice in the bundle is left alone, so a read can only mean that variable.
 */
export function packLiterals(code: string, unpackName: string): PackedLiterals {
  const { file, body } = parse(code);
  const used = new Set<string>();
  const declarations = new Map<string, number>();
  const references = new Map<string, ts.Identifier[]>();
  const inFunction = new Set<ts.Node>();
  const iife = body[0].parent.parent;
  const collect = (node: ts.Node, within: boolean): void => {
    if (within) inFunction.add(node);
    if (ts.isIdentifier(node)) {
      used.add(node.text);
      if (isDeclarationName(node)) declarations.set(node.text, (declarations.get(node.text) ?? 0) + 1);
      else if (isReference(node)) {
        const reads = references.get(node.text);
        if (reads) reads.push(node);
        else references.set(node.text, [node]);
      }
    }
    ts.forEachChild(node, (child) => collect(child, within || (node !== iife && isFunction(node))));
  };
  collect(file, false);
  const unpack = [...used].includes(unpackName) ? unpackName : null;
  if (unpack === null) throw new Error(`the bundle has no ${unpackName}`);

  // Top-level variables holding a constant string, in order (each may use the ones before it).
  const known = new Map<string, string>();
  const candidates = new Map<string, { declaration: ts.VariableDeclaration; value: string }>();
  for (const statement of body) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.initializer === undefined) continue;
      const name = declaration.name.text;
      const value = declarations.get(name) === 1 ? constantString(declaration.initializer, known) : null;
      if (value === null) continue;
      known.set(name, value);
      if (Buffer.byteLength(value) >= LITERAL_MIN) candidates.set(name, { declaration, value });
    }
  }
  const within = (node: ts.Node, ancestor: ts.Node): boolean => node.pos >= ancestor.pos && node.end <= ancestor.end;
  // Packed: read in functions only, or in the value of another one packed.
  for (let changed = true; changed;) {
    changed = false;
    for (const [name] of candidates) {
      const reads = references.get(name) ?? [];
      const fine = reads.every(
        (read) =>
          !isWritten(read) &&
          (inFunction.has(read) ||
            [...candidates].some(
              ([other, { declaration }]) => other !== name && within(read, declaration.initializer!),
            )),
      );
      if (!fine) {
        candidates.delete(name);
        changed = true;
      }
    }
  }

  const L = freshName(used, '$L');
  const T = freshName(new Set([...used, L]), '$T');
  const edits: [number, number, string][] = [];
  interface Entry {
    at: number;
    items: string[];
    write: (group: number, item: number) => void;
  }
  const entries: Entry[] = [];
  for (const [name, { declaration, value }] of candidates) {
    const initializer = declaration.initializer!;
    const keep = ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? '=0' : '';
    edits.push([declaration.name.getEnd(), initializer.getEnd(), keep]);
    const reads = (references.get(name) ?? []).filter((read) => inFunction.has(read));
    entries.push({
      at: declaration.getStart(file),
      items: [value],
      write: (group, item) => {
        for (const read of reads) {
          const call = `${L}(${group},${item})`;
          const text = ts.isShorthandPropertyAssignment(read.parent) ? `${name}:${call}` : call;
          edits.push([read.getStart(file), read.getEnd(), text]);
        }
      },
    });
  }
  const visit = (node: ts.Node): void => {
    if (inFunction.has(node) && ts.isExpression(node) && !ts.isIdentifier(node)) {
      const parent = node.parent;
      const nameOrDirective =
        ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) ||
        ts.isExpressionStatement(parent) ||
        ts.isTaggedTemplateExpression(parent) ||
        ts.isLiteralTypeNode(parent);
      const value = nameOrDirective ? null : constantString(node, NONE_KNOWN);
      if (
        value !== null &&
        Buffer.byteLength(value) >= LITERAL_MIN &&
        /[^#-x]/.test(value) &&
        !/^[\w.,|]*$/.test(value)
      ) {
        entries.push({
          at: node.getStart(file),
          items: [value],
          write: (group, item) => edits.push([node.getStart(file), node.getEnd(), `${L}(${group},${item})`]),
        });
        return;
      }
      if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(parent)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        if (Buffer.byteLength(parts.join('')) >= LITERAL_MIN) {
          entries.push({
            at: node.getStart(file),
            items: parts,
            write: (group, item) => {
              edits.push([node.head.getStart(file), node.head.getEnd(), `${T}(${group},${item},`]);
              node.templateSpans.forEach((span, i) =>
                edits.push([
                  span.literal.getStart(file),
                  span.literal.getEnd(),
                  i === node.templateSpans.length - 1 ? ')' : ',',
                ]),
              );
            },
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (entries.length === 0) return { code, groups: [], literals: 0 };

  entries.sort((a, b) => a.at - b.at);
  const groups: string[][] = [];
  let size = Infinity;
  let last = -Infinity;
  for (const entry of entries) {
    if (size >= LITERAL_GROUP || entry.at - last > LITERAL_GAP) {
      groups.push([]);
      size = 0;
    }
    const group = groups[groups.length - 1];
    entry.write(groups.length - 1, group.length);
    group.push(...entry.items);
    size += Buffer.byteLength(entry.items.join(''));
    last = entry.at;
  }
  const packed = groups.map(packList);
  // First thing in the IIFE: a function's texts are there whenever it runs (unpack is a hoisted declaration).
  const at = body[0].getStart(file);
  const helpers =
    `var ${L}=(p=>{let c=[];return(g,i)=>(c[g]||(c[g]=${unpack}(p[g])))[i]})(${JSON.stringify(packed)}),` +
    `${T}=(g,i,...s)=>s.reduce((a,v,k)=>a+\`\${v}\`+${L}(g,i+k+1),${L}(g,i));`;
  edits.push([at, at, helpers]);
  return { code: applyEdits(code, edits), groups: packed, literals: entries.length };
}
