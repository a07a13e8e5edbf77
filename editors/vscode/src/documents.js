// @ts-check
'use strict';
/**
 * Which documents are scene documents (the ones the extension opens in the language server).
 * No dependency on `vscode`.
 *
 * A document is followed when it is an Interface Builder storyboard or nib (`*.storyboard`,
 * `*.xib`), or a JSON document that is a scene document: named `*.popsplit.json`, matched by one
 * of the `popsplit.files` globs, or whose text has the format's marker, a top-level
 * `"popsplit": 1`. A storyboard's or nib's companion document (`Main.storyboard.popsplit.json`) is
 * not one: it belongs to its storyboard (the language server reads it beside the storyboard; open
 * in the editor, it is sent to the server too, companion.js).
 */

const path = require('path');

/** What a companion document's file name adds to its storyboard's or nib's. */
const COMPANION_SUFFIX = '.popsplit.json';

/** How much of a document the marker is looked for in: it comes first in every scene document. */
const MARKER_WINDOW = 4096;

/**
 * `storyboard` or `xib` for a file name ending so (any case), else null.
 * @param {string} fileName
 * @returns {'storyboard' | 'xib' | null}
 */
function interfaceBuilderFormat(fileName) {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.storyboard')) return 'storyboard';
  if (lower.endsWith('.xib')) return 'xib';
  return null;
}

/**
 * The storyboard or nib a companion document (`Main.storyboard.popsplit.json`) belongs to, else null.
 * @param {string} fileName
 */
function companionOwner(fileName) {
  if (!fileName.endsWith(COMPANION_SUFFIX)) return null;
  const owner = fileName.slice(0, -COMPANION_SUFFIX.length);
  return interfaceBuilderFormat(owner) ? owner : null;
}

/**
 * Whether a file name is a companion document as the language server takes one: ending
 * `.storyboard.popsplit.json` or `.xib.popsplit.json`, in that case (protocol.md section 14).
 * @param {string} fileName
 */
function isCompanionName(fileName) {
  return /\.(?:storyboard|xib)\.popsplit\.json$/.test(fileName);
}

/**
 * Whether a JSON text has the scene document marker, `"popsplit": 1`, as a member of its top-level
 * object, in its first 4 KB. A scan of braces, brackets and strings: no parse, so a document being
 * typed (invalid JSON) is still recognised.
 * @param {string} text
 */
function hasSceneMarker(text) {
  const head = text.slice(0, MARKER_WINDOW);
  let depth = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head[i];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === '"') {
      let end = i + 1;
      while (end < head.length && head[end] !== '"') end += head[end] === '\\' ? 2 : 1;
      if (depth === 1 && head.slice(i, end + 1) === '"popsplit"' && /^\s*:\s*1(?![0-9.eE])/.test(head.slice(end + 1))) {
        return true;
      }
      i = end;
    } else if (depth === 0 && !/\s/.test(c)) {
      return false; // not an object
    }
  }
  return false;
}

/**
 * A glob (`**` any path, `*` and `?` within a path segment, `{a,b}` alternatives) as a regular
 * expression over `/`-separated paths.
 * @param {string} glob
 */
function globToRegExp(glob) {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',') out += '|';
    else out += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/**
 * Whether a file matches one of the globs: relative to a workspace folder (`scenes/*.json`) or, for
 * a glob starting with `/` or `**`, its whole path.
 * @param {string} fileName
 * @param {string[]} globs
 * @param {string[]} folders the workspace folders' paths
 */
function matchesGlobs(fileName, globs, folders) {
  const file = fileName.replace(/\\/g, '/');
  const candidates = [file];
  for (const folder of folders) {
    const relative = path.relative(folder, fileName).replace(/\\/g, '/');
    if (relative && !relative.startsWith('../') && !path.isAbsolute(relative)) candidates.push(relative);
  }
  return globs.some((glob) => {
    const pattern = globToRegExp(glob);
    return candidates.some((candidate) => pattern.test(candidate));
  });
}

/**
 * @typedef {object} DocumentLike
 * @property {string} fileName
 * @property {{scheme: string}} uri
 * @property {string} [languageId]
 * @property {() => string} [getText]
 */

/**
 * Whether a document is a scene document the extension follows.
 * @param {DocumentLike} document
 * @param {{globs?: string[], folders?: string[]}} [options] the `popsplit.files` globs and the
 *   workspace folders they are relative to
 */
function isSceneDocument(document, options = {}) {
  if (document.uri.scheme !== 'file' && document.uri.scheme !== 'untitled') return false;
  const name = document.fileName.replace(/\\/g, '/');
  if (interfaceBuilderFormat(name)) return true;
  if (companionOwner(name)) return false;
  if (name.endsWith('.popsplit.json')) return true;
  if (options.globs?.length && matchesGlobs(document.fileName, options.globs, options.folders ?? [])) return true;
  const json = document.languageId === 'json' || document.languageId === 'jsonc' || name.toLowerCase().endsWith('.json');
  return json && typeof document.getText === 'function' && hasSceneMarker(document.getText());
}

module.exports = { isSceneDocument, hasSceneMarker, globToRegExp, matchesGlobs, companionOwner, isCompanionName, interfaceBuilderFormat, COMPANION_SUFFIX };
