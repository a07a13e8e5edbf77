// @ts-check
'use strict';
/**
 * The installable package: scripts/package.py builds the .vsix, and its zip is read back here
 * (central directory, inflated entries) and checked as VS Code reads it: the manifest's identity
 * and version are package.json's, every file has a content type, the assets it names are in the
 * zip, .vscodeignore is honoured, and the schema shipped is the project's.
 */
const test = require('node:test');
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { execFileSync } = require('child_process');

const extensionDir = path.resolve(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(extensionDir, 'package.json'), 'utf8'));
/** The project's schema when the extension sits in the repository; in a copy of the folder alone, the copy it holds is the source. */
const projectSchema = path.resolve(extensionDir, '..', '..', 'schema', 'scene-document.schema.json');
const schemaSource = fs.existsSync(projectSchema) ? projectSchema : path.join(extensionDir, 'schema', 'scene-document.schema.json');

/**
 * The entries of a zip file: name -> bytes. Reads the end of central directory record, then each
 * central directory entry and its local header.
 * @param {Buffer} zip
 */
function readZip(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'an end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  /** @type {Map<string, Buffer>} */
  const entries = new Map();
  for (let i = 0; i < count; i++) {
    assert.equal(zip.readUInt32LE(offset), 0x02014b50, 'a central directory entry');
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    assert.equal(zip.readUInt32LE(local), 0x04034b50, `a local header for ${name}`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Builds the package into a fresh directory; returns its entries. */
function buildPackage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'popsplit-vsix-'));
  const out = path.join(dir, 'popsplit.vsix');
  execFileSync('python3', [path.join(extensionDir, 'scripts', 'package.py'), '--out', out], { stdio: ['ignore', 'ignore', 'pipe'] });
  const entries = readZip(fs.readFileSync(out));
  fs.rmSync(dir, { recursive: true, force: true });
  return entries;
}

test('the .vsix: manifest identity and version are package.json\'s, content types, assets, .vscodeignore honoured', () => {
  const entries = buildPackage();
  const names = [...entries.keys()];
  assert.equal(names[0], 'extension.vsixmanifest');
  assert.ok(names.includes('[Content_Types].xml'));
  for (const name of names.slice(2)) assert.ok(name.startsWith('extension/'), `${name} under extension/`);
  // What VS Code runs and what it shows.
  for (const file of ['extension/package.json', 'extension/README.md', 'extension/LICENSE.txt', `extension/${manifest.icon}`, 'extension/src/extension.js', 'extension/schema/scene-document.schema.json']) {
    assert.ok(entries.has(file), `${file} is in the package`);
  }
  assert.deepEqual(JSON.parse(String(entries.get('extension/package.json'))), manifest);
  for (const file of fs.readdirSync(path.join(extensionDir, 'src'))) assert.ok(entries.has(`extension/src/${file}`), `src/${file}`);
  // .vscodeignore: the tests and the scripts stay out.
  assert.ok(!names.some((n) => n.startsWith('extension/test/') || n.startsWith('extension/scripts/') || n.endsWith('.vsix')), names.join('\n'));
  // The manifest.
  const xml = String(entries.get('extension.vsixmanifest'));
  const identity = xml.match(/<Identity ([^>]*)\/>/)?.[1] ?? '';
  const attribute = (/** @type {string} */ name) => identity.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  assert.equal(attribute('Id'), manifest.name);
  assert.equal(attribute('Version'), manifest.version);
  assert.equal(attribute('Publisher'), manifest.publisher);
  assert.match(xml, new RegExp(`<DisplayName>${manifest.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</DisplayName>`));
  assert.match(xml, /<InstallationTarget Id="Microsoft.VisualStudio.Code" \/>/);
  assert.match(xml, new RegExp(`<Property Id="Microsoft.VisualStudio.Code.Engine" Value="\\${manifest.engines.vscode}" />`));
  assert.match(xml, new RegExp(`<Property Id="Microsoft.VisualStudio.Services.Links.Source" Value="${manifest.repository.url}" />`));
  for (const [, type, file] of xml.matchAll(/<Asset Type="([^"]+)" Path="([^"]+)"/g)) assert.ok(entries.has(file), `asset ${type}: ${file} is in the package`);
  assert.match(xml, /Type="Microsoft.VisualStudio.Code.Manifest" Path="extension\/package.json"/);
  assert.match(xml, /<License>extension\/LICENSE.txt<\/License>/);
  assert.match(xml, new RegExp(`<Icon>extension/${manifest.icon}</Icon>`));
  // Every file's extension has a content type.
  const types = String(entries.get('[Content_Types].xml'));
  const declared = new Set([...types.matchAll(/<Default Extension="([^"]+)" ContentType="[^"]+" \/>/g)].map((m) => m[1]));
  for (const name of names.filter((n) => n !== '[Content_Types].xml')) {
    const extension = path.extname(name).toLowerCase();
    if (extension) assert.ok(declared.has(extension), `a content type for ${extension} (${name})`);
  }
  assert.match(types, /Extension=".json" ContentType="application\/json"/);
  // The icon is a PNG.
  assert.deepEqual([...(entries.get(`extension/${manifest.icon}`) ?? []).subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
});

test('the schema shipped (jsonValidation) is the project\'s, byte for byte, in the folder and in the .vsix', () => {
  const entries = buildPackage();
  const source = fs.readFileSync(schemaSource);
  const validation = manifest.contributes.jsonValidation;
  assert.ok(Array.isArray(validation) && validation.length === 1);
  assert.equal(validation[0].url, './schema/scene-document.schema.json');
  assert.deepEqual(validation[0].fileMatch, ['*.popsplit.json', '!*.storyboard.popsplit.json', '!*.xib.popsplit.json']);
  assert.ok(source.equals(fs.readFileSync(path.join(extensionDir, 'schema', 'scene-document.schema.json'))), 'the extension folder\'s copy');
  assert.ok(source.equals(/** @type {Buffer} */ (entries.get('extension/schema/scene-document.schema.json'))), 'the copy in the .vsix');
  assert.equal(JSON.parse(String(source)).properties.popsplit.const, 1, 'the marker of a scene document');
});

test('package.json: installable (repository, license, icon), activation only for scene documents, untrusted workspaces limited, popsplit.path per machine', () => {
  assert.equal(manifest.repository.type, 'git');
  assert.match(manifest.repository.url, /^https:\/\//);
  assert.equal(manifest.license, 'MIT');
  assert.match(fs.readFileSync(path.join(extensionDir, 'LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) \d{4} The popsplit authors/);
  assert.ok(fs.existsSync(path.join(extensionDir, manifest.icon)));
  assert.ok(!manifest.activationEvents.some((/** @type {string} */ e) => e === 'onLanguage:json' || e === '*' || e === 'onStartupFinished'), 'not for every JSON file');
  assert.ok(manifest.activationEvents.includes('onWebviewPanel:popsplit.preview'), 'previews come back after a reload');
  assert.equal(manifest.capabilities.untrustedWorkspaces.supported, 'limited');
  assert.deepEqual(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations, ['popsplit.path']);
  const settings = manifest.contributes.configuration.properties;
  assert.equal(settings['popsplit.path'].scope, 'machine');
  assert.equal(settings['popsplit.files'].type, 'array');
  assert.match(manifest.contributes.menus['editor/title'][0].when, /popsplit\.isSceneDocument/);
});
