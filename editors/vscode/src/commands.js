// @ts-check
'use strict';
/**
 * The commands. Each acts on the active editor's scene document (or the only one open) through
 * the language server (`popsplit/request`) and returns its answer, so that other extensions and
 * the tests can use them. Arguments, when given, replace the quick picks: `popsplit.rotate` takes
 * an orientation, `popsplit.presentPopover` `{popover, anchor}`, `popsplit.dismissPopover` a
 * popover id, `popsplit.tapNode` `{node, offset?}` (or the node id alone), the exports a target
 * `vscode.Uri`.
 */

const vscode = require('vscode');
const path = require('path');

const ORIENTATIONS = ['portrait', 'landscapeLeft', 'landscapeRight', 'portraitUpsideDown'];
/** Node kinds that are chrome, not anchors. */
const NOT_ANCHORS = new Set(['statusBar', 'popover', 'dimming', 'keyboard', 'title', 'slideOver', 'explanation']);

/**
 * @param {import('./extension').Controller} controller
 * @param {vscode.Disposable[]} subscriptions
 */
function registerCommands(controller, subscriptions) {
  /**
   * @param {string} name
   * @param {(entry: import('./extension').DocumentEntry, ...args: any[]) => Promise<any>} run
   */
  const sceneCommand = (name, run) =>
    vscode.commands.registerCommand(name, async (/** @type {any[]} */ ...args) => {
      const entry = controller.entryFor(args[0] instanceof vscode.Uri ? args.shift() : undefined);
      if (!entry) {
        vscode.window.showInformationMessage('popsplit: open a scene document (*.popsplit.json), a storyboard or a nib first.');
        return undefined;
      }
      try {
        if (!entry.session.opened) await waitOpened(entry);
        return await run(entry, ...args);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        controller.log.appendLine(`${name}: ${message}`);
        vscode.window.showErrorMessage(`popsplit: ${message}`);
        return undefined;
      }
    });

  subscriptions.push(
    sceneCommand('popsplit.openPreview', async (entry) => {
      const panel = controller.showPreview(entry);
      await panel.started;
      return panel;
    }),
    sceneCommand('popsplit.rotate', async (entry, orientation) => {
      const to = orientation ?? (await vscode.window.showQuickPick(ORIENTATIONS, { title: 'Rotate the iPad to' }));
      if (!to) return undefined;
      const result = await entry.session.request('device/rotate', { orientation: to });
      if (result && result.rotated === false) vscode.window.showInformationMessage(`popsplit: ${result.refusedBy} refused to rotate to ${to}.`);
      return result;
    }),
    sceneCommand('popsplit.enterBackground', (entry) => entry.session.request('app/enterBackground')),
    sceneCommand('popsplit.enterForeground', (entry) => entry.session.request('app/enterForeground')),
    sceneCommand('popsplit.showKeyboard', (entry) => entry.session.request('keyboard/show')),
    sceneCommand('popsplit.hideKeyboard', (entry) => entry.session.request('keyboard/hide')),
    sceneCommand('popsplit.presentPopover', async (entry, args) => {
      const popover = args?.popover ?? (await pickPopover(entry));
      if (!popover) return undefined;
      const anchor = args?.anchor ?? (await pickAnchor(entry, popover));
      if (!anchor) return undefined;
      const node = entry.session.layout?.nodes?.find((/** @type {any} */ n) => n.id === anchor);
      const params = node?.kind === 'barButtonItem'
        ? { popover, fromBarButtonItem: anchor }
        : { popover, inView: anchor, fromRect: [0, 0, node?.frame?.[2] ?? 1, node?.frame?.[3] ?? 1] };
      return entry.session.request('popover/present', params);
    }),
    sceneCommand('popsplit.dismissPopover', async (entry, popover) => {
      const visible = (entry.session.layout?.nodes ?? []).filter((/** @type {any} */ n) => n.kind === 'popover').map((/** @type {any} */ n) => n.id);
      const id = popover ?? (visible.length === 1 ? visible[0] : await vscode.window.showQuickPick(visible, { title: 'Dismiss which popover?' }));
      if (!id) {
        if (visible.length === 0) vscode.window.showInformationMessage('popsplit: no popover is showing.');
        return undefined;
      }
      return entry.session.request('popover/dismiss', { popover: id });
    }),
    sceneCommand('popsplit.tapNode', async (entry, args) => {
      // A tap on a layout node by its id (`touch/tap`'s `node`): at its centre, or at `offset`
      // [dx, dy] from its top-left. An unknown id is the daemon's -32012, its message naming the
      // closest id, shown as an error like every command's.
      const node = typeof args === 'string' ? args : args?.node ?? (await pickNode(entry));
      if (!node) return undefined;
      /** @type {{node: string, offset?: number[]}} */
      const params = { node };
      if (args && typeof args === 'object' && Array.isArray(args.offset)) params.offset = args.offset;
      const result = await entry.session.request('touch/tap', params);
      const hit = result?.hit ?? {};
      vscode.window.setStatusBarMessage(`popsplit: tap on ${node}: ${hit.id ?? '-'} (${hit.kind ?? '-'}), action ${result?.action ?? 'none'}`, 5000);
      return result;
    }),
    sceneCommand('popsplit.reset', async (entry) => {
      // The launch state of the document as it is: the document closed and opened again in the
      // server (its text owns its scene), the preview started again on the new scene.
      const opened = waitOpened(entry);
      entry.session.reopen();
      await opened;
      return { reset: true, layoutVersion: entry.session.layoutVersion };
    }),
    sceneCommand('popsplit.exportSvg', async (entry, target) => {
      const result = await entry.session.request('scene/render', { format: 'svg' });
      const uri = target ?? (await saveTarget(entry, 'svg'));
      if (!uri) return undefined;
      await vscode.workspace.fs.writeFile(uri, Buffer.from(result.content, 'utf8'));
      vscode.window.showInformationMessage(`popsplit: wrote ${uri.fsPath}`);
      return uri;
    }),
    sceneCommand('popsplit.exportPng', async (entry, target) => {
      const result = await entry.session.request('scene/render', { format: 'svg', options: { scale: 2 } });
      const uri = target ?? (await saveTarget(entry, 'png'));
      if (!uri) return undefined;
      const panel = controller.showPreview(entry);
      const png = await panel.rasterize(result.content, result.width, result.height);
      await vscode.workspace.fs.writeFile(uri, png);
      vscode.window.showInformationMessage(`popsplit: wrote ${uri.fsPath} (${result.width}x${result.height})`);
      return uri;
    }),
    vscode.commands.registerCommand('popsplit.restart', () => controller.restart()),
    vscode.commands.registerCommand('popsplit.showEvents', () => controller.events.show(true)),
  );
}

/**
 * Resolves once the scene is open in the language server (the document may be invalid at first).
 * @param {import('./extension').DocumentEntry} entry
 */
function waitOpened(entry) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      entry.session.off('opened', onOpened);
      reject(new Error('the scene is not open: fix the document\'s errors first (see Problems)'));
    }, 10000);
    const onOpened = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
    entry.session.once('opened', onOpened);
  });
}

/**
 * The document parsed, or null.
 * @param {import('./extension').DocumentEntry} entry
 */
function parsedDocument(entry) {
  try {
    return JSON.parse(entry.document.getText());
  } catch {
    return null;
  }
}

/** @param {import('./extension').DocumentEntry} entry */
async function pickPopover(entry) {
  const document = parsedDocument(entry);
  const ids = (document?.popovers ?? []).map((/** @type {any} */ p) => p.id).filter((/** @type {any} */ id) => typeof id === 'string');
  if (ids.length === 0) {
    vscode.window.showInformationMessage('popsplit: the document declares no popover controllers ("popovers").');
    return undefined;
  }
  return vscode.window.showQuickPick(ids, { title: 'Present which popover?' });
}

/**
 * Anchors on screen: the bar button items and views of the layout, the ones whose action presents
 * this popover first.
 * @param {import('./extension').DocumentEntry} entry
 * @param {string} popover
 */
async function pickAnchor(entry, popover) {
  const text = entry.document.getText();
  const preferred = new Set();
  const document = parsedDocument(entry);
  /** @param {any} value */
  const walk = (value) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    if (value.action && value.action.presentPopover === popover && typeof value.id === 'string') preferred.add(value.id);
    Object.values(value).forEach(walk);
  };
  walk(document);
  const nodes = (entry.session.layout?.nodes ?? []).filter(
    (/** @type {any} */ n) => !NOT_ANCHORS.has(n.kind) && (n.kind === 'barButtonItem' || text.includes(`"${n.id}"`)),
  );
  nodes.sort((/** @type {any} */ a, /** @type {any} */ b) => Number(preferred.has(b.id)) - Number(preferred.has(a.id)));
  const picked = await vscode.window.showQuickPick(
    nodes.map((/** @type {any} */ n) => ({ label: n.id, description: `${n.kind} [${n.frame.join(', ')}]${preferred.has(n.id) ? ' · presents it' : ''}` })),
    { title: `Present ${popover} from` },
  );
  return picked?.label;
}

/**
 * The node to tap: a quick pick of the current layout's nodes, in the layout's order (back to
 * front), each with its kind and frame.
 * @param {import('./extension').DocumentEntry} entry
 */
async function pickNode(entry) {
  const nodes = (entry.session.layout?.nodes ?? []).filter((/** @type {any} */ n) => typeof n?.id === 'string');
  if (nodes.length === 0) {
    vscode.window.showInformationMessage('popsplit: the scene has no layout yet.');
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    nodes.map((/** @type {any} */ n) => ({ label: n.id, description: `${n.kind} [${(n.frame ?? []).join(', ')}]` })),
    { title: 'Tap which node?', matchOnDescription: true },
  );
  return picked?.label;
}

/**
 * @param {import('./extension').DocumentEntry} entry
 * @param {'svg' | 'png'} extension
 */
function saveTarget(entry, extension) {
  const base = entry.document.fileName.replace(/(\.popsplit)?\.json$/, '');
  return vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.file(`${base}.${extension}`),
    filters: extension === 'svg' ? { SVG: ['svg'] } : { PNG: ['png'] },
    title: `Export ${path.basename(base)} as ${extension.toUpperCase()}`,
  });
}

module.exports = { registerCommands, ORIENTATIONS };
