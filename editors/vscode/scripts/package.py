#!/usr/bin/env python3
"""Builds the extension's .vsix (what `code --install-extension` installs) with the Python
standard library only: no npm, no vsce.

    python3 editors/vscode/scripts/package.py [--out FILE] [--schema-source DIR]

A .vsix is a zip (Open Packaging Conventions) holding:
  - extension.vsixmanifest: the package's identity (publisher.name, version), display name,
    engine, links, and its assets (package.json, README, LICENSE, icon);
  - [Content_Types].xml: a content type for every file extension in the zip;
  - extension/...: the extension folder's files, less what .vscodeignore names; the LICENSE as
    extension/LICENSE.txt, as vsce names it.

Before zipping, the scene document schema is copied from the project's schema/ folder (the
repository around the extension, or --schema-source) into the extension's schema/ folder, which
package.json's jsonValidation names: the package ships the project's schema. A copy of the
extension folder alone (no schema/ around it) packages the copy it holds.

Files are written to a temporary file beside the target and renamed over it, so a symbolic link
at the target is replaced, never followed; symbolic links inside the extension folder are left out.
"""
import argparse
import json
import os
import re
import sys
import tempfile
import zipfile
from xml.sax.saxutils import escape, quoteattr

EXTENSION_DIR = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SCHEMA = "scene-document.schema.json"
# Left out whatever .vscodeignore says (vsce leaves these out too).
ALWAYS_IGNORED = [".git/**", "**/.DS_Store", "**/*.vsix", "**/__pycache__/**", "node_modules/**", ".vscode-test/**"]
# Content types of the file extensions an extension usually holds; others are octet streams.
CONTENT_TYPES = {
    ".js": "application/javascript",
    ".json": "application/json",
    ".md": "text/markdown",
    ".txt": "text/plain",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".html": "text/html",
    ".css": "text/css",
    ".vsixmanifest": "text/xml",
}
# Fixed times make the same sources give the same bytes.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def glob_regex(pattern):
    """A .vscodeignore glob (`**`, `*`, `?`, `{a,b}`) as a regular expression over `/` paths."""
    out, i = "", 0
    while i < len(pattern):
        c = pattern[i]
        if pattern.startswith("**/", i):
            out, i = out + "(?:.*/)?", i + 3
            continue
        if pattern.startswith("**", i):
            out, i = out + ".*", i + 2
            continue
        out += {"*": "[^/]*", "?": "[^/]", "{": "(?:", "}": ")", ",": "|"}.get(c, re.escape(c))
        i += 1
    return re.compile(out + r"\Z")


def read_ignore(folder):
    """The .vscodeignore rules: (negated, regex, matches the base name only) in order."""
    rules = [(False, glob_regex(p), False) for p in ALWAYS_IGNORED]
    path = os.path.join(folder, ".vscodeignore")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                negated = line.startswith("!")
                pattern = line[1:] if negated else line
                pattern = pattern.lstrip("/")
                if pattern.endswith("/"):
                    pattern += "**"
                rules.append((negated, glob_regex(pattern), "/" not in pattern))
    return rules


def ignored(relative, rules):
    """Whether a file (its path relative to the extension folder) is left out: the last rule that
    matches decides, as in .gitignore."""
    result = False
    for negated, regex, base_only in rules:
        name = relative.rsplit("/", 1)[-1] if base_only else relative
        if regex.match(name) or (base_only and regex.match(relative)):
            result = not negated
    return result


def package_files(folder, rules):
    """(archive path, file path) of every file the package holds, sorted."""
    files = []
    for root, dirs, names in os.walk(folder, followlinks=False):
        dirs.sort()
        for name in sorted(names):
            full = os.path.join(root, name)
            relative = os.path.relpath(full, folder).replace(os.sep, "/")
            if ignored(relative, rules):
                continue
            if os.path.islink(full):
                print(f"package: left out {relative}: a symbolic link", file=sys.stderr)
                continue
            archived = "LICENSE.txt" if relative in ("LICENSE", "LICENSE.md") else relative
            files.append(("extension/" + archived, full))
    return files


def write_safely(target, data):
    """Writes bytes to target through a temporary file beside it, renamed over it (a symbolic link
    at target is replaced, not followed)."""
    directory = os.path.dirname(os.path.abspath(target)) or "."
    fd, temporary = tempfile.mkstemp(prefix=".package-", dir=directory)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def copy_schema(folder, source_dir):
    """Copies the project's scene document schema into the extension folder when it differs;
    returns the path it came from, or None when there is no project around (a copy of the folder)."""
    source = os.path.join(source_dir, SCHEMA)
    if not os.path.isfile(source):
        return None
    with open(source, "rb") as f:
        data = f.read()
    target = os.path.join(folder, "schema", SCHEMA)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    current = None
    if os.path.isfile(target) and not os.path.islink(target):
        with open(target, "rb") as f:
            current = f.read()
    if current != data:
        write_safely(target, data)
    return source


def repository_url(manifest):
    repository = manifest.get("repository")
    url = repository.get("url") if isinstance(repository, dict) else repository
    return url or ""


def vsix_manifest(manifest, has):
    """extension.vsixmanifest for package.json's fields; `has` says which optional assets exist."""
    source = repository_url(manifest)
    web = re.sub(r"\.git$", "", source)
    properties = [
        ("Microsoft.VisualStudio.Code.Engine", manifest["engines"]["vscode"]),
        ("Microsoft.VisualStudio.Code.ExtensionDependencies", ",".join(manifest.get("extensionDependencies", []))),
        ("Microsoft.VisualStudio.Code.ExtensionPack", ",".join(manifest.get("extensionPack", []))),
        ("Microsoft.VisualStudio.Code.ExtensionKind", "workspace"),
        ("Microsoft.VisualStudio.Code.LocalizedLanguages", ""),
        ("Microsoft.VisualStudio.Services.Links.Source", source),
        ("Microsoft.VisualStudio.Services.Links.Getstarted", source),
        ("Microsoft.VisualStudio.Services.Links.GitHub", source),
        ("Microsoft.VisualStudio.Services.Links.Support", manifest.get("bugs", {}).get("url", web + "/issues")),
        ("Microsoft.VisualStudio.Services.Links.Learn", manifest.get("homepage", web)),
        ("Microsoft.VisualStudio.Services.GitHubFlavoredMarkdown", "true"),
        ("Microsoft.VisualStudio.Services.Content.Pricing", "Free"),
    ]
    assets = [("Microsoft.VisualStudio.Code.Manifest", "extension/package.json")]
    if has["readme"]:
        assets.append(("Microsoft.VisualStudio.Services.Content.Details", "extension/README.md"))
    if has["license"]:
        assets.append(("Microsoft.VisualStudio.Services.Content.License", "extension/LICENSE.txt"))
    if has["icon"]:
        assets.append(("Microsoft.VisualStudio.Services.Icons.Default", "extension/" + manifest["icon"]))
    tags = sorted(set(manifest.get("keywords", [])))
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011"'
        ' xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">',
        "  <Metadata>",
        f'    <Identity Language="en-US" Id={quoteattr(manifest["name"])} Version={quoteattr(manifest["version"])}'
        f' Publisher={quoteattr(manifest["publisher"])} />',
        f"    <DisplayName>{escape(manifest.get('displayName', manifest['name']))}</DisplayName>",
        f'    <Description xml:space="preserve">{escape(manifest.get("description", ""))}</Description>',
        f"    <Tags>{escape(','.join(tags))}</Tags>",
        f"    <Categories>{escape(','.join(manifest.get('categories', [])))}</Categories>",
        "    <GalleryFlags>Public</GalleryFlags>",
        "    <Properties>",
        *[f"      <Property Id={quoteattr(k)} Value={quoteattr(v)} />" for k, v in properties],
        "    </Properties>",
        *(["    <License>extension/LICENSE.txt</License>"] if has["license"] else []),
        *([f"    <Icon>extension/{escape(manifest['icon'])}</Icon>"] if has["icon"] else []),
        "  </Metadata>",
        "  <Installation>",
        '    <InstallationTarget Id="Microsoft.VisualStudio.Code" />',
        "  </Installation>",
        "  <Dependencies />",
        "  <Assets>",
        *[f'    <Asset Type={quoteattr(t)} Path={quoteattr(p)} Addressable="true" />' for t, p in assets],
        "  </Assets>",
        "</PackageManifest>",
    ]
    return "\n".join(lines) + "\n"


def content_types(paths):
    """[Content_Types].xml: one Default per file extension in the package."""
    extensions = sorted({os.path.splitext(p)[1].lower() for p in paths if os.path.splitext(p)[1]})
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">']
    for extension in extensions:
        kind = CONTENT_TYPES.get(extension, "application/octet-stream")
        lines.append(f"  <Default Extension={quoteattr(extension)} ContentType={quoteattr(kind)} />")
    lines.append("</Types>")
    return "\n".join(lines) + "\n"


def build(folder, out, schema_source):
    """Builds the package at `out`; returns the archive paths it holds."""
    with open(os.path.join(folder, "package.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    for key in ("name", "publisher", "version", "engines"):
        if key not in manifest:
            raise SystemExit(f"package: package.json has no {key}")
    copy_schema(folder, schema_source)
    files = package_files(folder, read_ignore(folder))
    archived = {name for name, _ in files}
    if "extension/package.json" not in archived:
        raise SystemExit("package: .vscodeignore leaves out package.json")
    for validation in manifest.get("contributes", {}).get("jsonValidation", []):
        url = validation.get("url", "")
        if url.startswith("./") and "extension/" + url[2:] not in archived:
            raise SystemExit(f"package: jsonValidation names {url}, which the package does not hold")
    has = {
        "readme": "extension/README.md" in archived,
        "license": "extension/LICENSE.txt" in archived,
        "icon": "icon" in manifest and "extension/" + manifest["icon"] in archived,
    }
    if "icon" in manifest and not has["icon"]:
        raise SystemExit(f"package: the icon {manifest['icon']} is not in the package")
    entries = [("extension.vsixmanifest", vsix_manifest(manifest, has).encode("utf-8"))]
    entries.append(("[Content_Types].xml", content_types([name for name, _ in entries] + sorted(archived)).encode("utf-8")))
    for name, path in files:
        with open(path, "rb") as f:
            entries.append((name, f.read()))
    fd, temporary = tempfile.mkstemp(prefix=".package-", suffix=".vsix", dir=os.path.dirname(os.path.abspath(out)) or ".")
    try:
        with os.fdopen(fd, "wb") as raw, zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as archive:
            for name, data in entries:
                info = zipfile.ZipInfo(name, ZIP_TIME)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                archive.writestr(info, data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, out)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise
    return [name for name, _ in entries]


def main():
    with open(os.path.join(EXTENSION_DIR, "package.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    parser = argparse.ArgumentParser(description="Builds the popsplit VS Code extension's .vsix.")
    parser.add_argument("--out", default=os.path.join(EXTENSION_DIR, f"{manifest['name']}-{manifest['version']}.vsix"),
                        help="the .vsix to write (default: <name>-<version>.vsix in the extension folder)")
    parser.add_argument("--schema-source", default=os.path.join(EXTENSION_DIR, "..", "..", "schema"),
                        help="the project's schema folder (default: ../../schema from the extension folder)")
    args = parser.parse_args()
    names = build(EXTENSION_DIR, args.out, args.schema_source)
    print(f"package: wrote {args.out} ({len(names)} files)", file=sys.stderr)


if __name__ == "__main__":
    main()
