// What scripts/build.ts does to esbuild's minified bundle to make it smaller without changing what
// it does (docs/addon.md "The second size pass"). It reads the bundle with TypeScript's parser (a
// devDependency already), so it edits whole statements and expressions, never text that merely
// looks like them.
import ts from 'typescript';

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

/** `code` with `edits` ([start, end, replacement], not overlapping) made. */
function applyEdits(code: string, edits: [number, number, string][]): string {
  let text = code;
  for (const [start, end, replacement] of [...edits].sort((a, b) => b[0] - a[0]))
    text = text.slice(0, start) + replacement + text.slice(end);
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
    const batch = `((f,n)=>n.split(",").forEach((s,i)=>${helper}(f[i],s)))([${[...names.keys()].join(',')}],"${[...names.values()].join(',')}");`;
    edits.push([at, at, batch]);
  }
  return applyEdits(code, edits);
}
