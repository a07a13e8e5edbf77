"""A PEP 517 build backend in the standard library only, so ``pip install ./clients/python``
works offline in a fresh virtual environment.

pip builds a package in an isolated environment holding the backend's requirements. With
setuptools that means downloading setuptools (and ``wheel``, which Python 3.11's bundled
setuptools 65 needs to build a wheel and a fresh venv lacks): no network, no install. This
backend needs nothing: it reads ``[project]`` from ``pyproject.toml`` and zips ``src/`` into a
pure-Python wheel (``py3-none-any``), with the ``pytest11`` entry point that registers the
plugin. It also builds sdists and PEP 660 editable wheels (``pip install -e``), which point a
``.pth`` file at ``src/``.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parent.parent
_EPOCH = (1980, 1, 1, 0, 0, 0)


# MARK: pyproject.toml


def _project() -> Dict[str, Any]:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib  # Python 3.11+
    except ImportError:  # pragma: no cover - exercised on Python < 3.11 only
        return _mini_toml(text)
    return tomllib.loads(text)


def _mini_toml(text: str) -> Dict[str, Any]:
    """The subset of TOML pyproject.toml uses: tables, strings, and arrays of strings."""
    data: Dict[str, Any] = {}
    table = data
    pending: Optional[Tuple[str, List[str]]] = None
    for raw in text.splitlines():
        line = raw.split(" #")[0].strip() if not raw.strip().startswith("#") else ""
        if pending is not None:
            pending[1].extend(re.findall(r'"((?:[^"\\]|\\.)*)"', line))
            if line.endswith("]"):
                table[pending[0]] = pending[1]
                pending = None
            continue
        if not line:
            continue
        header = re.fullmatch(r"\[([^\]]+)\]", line)
        if header:
            table = data
            for part in header.group(1).split("."):
                table = table.setdefault(part.strip().strip('"'), {})
            continue
        key, _, value = (s.strip() for s in line.partition("="))
        if value.startswith("["):
            items = re.findall(r'"((?:[^"\\]|\\.)*)"', value)
            if value.endswith("]"):
                table[key] = items
            else:
                pending = (key, items)
        elif value.startswith('"'):
            table[key] = value[1:-1]
        elif value in ("true", "false"):
            table[key] = value == "true"
    return data


def _names() -> Tuple[str, str, str]:
    project = _project()["project"]
    name, version = project["name"], project["version"]
    return name, version, f"{re.sub(r'[-_.]+', '_', name)}-{version}"


# MARK: metadata


def _metadata() -> str:
    project = _project()["project"]
    lines = ["Metadata-Version: 2.1", f"Name: {project['name']}", f"Version: {project['version']}"]
    if project.get("description"):
        lines.append(f"Summary: {project['description']}")
    if project.get("requires-python"):
        lines.append(f"Requires-Python: {project['requires-python']}")
    lines += [f"Classifier: {c}" for c in project.get("classifiers", [])]
    lines += [f"Requires-Dist: {d}" for d in project.get("dependencies", [])]
    for extra, requirements in project.get("optional-dependencies", {}).items():
        lines.append(f"Provides-Extra: {extra}")
        lines += [f'Requires-Dist: {r}; extra == "{extra}"' for r in requirements]
    readme = ROOT / project.get("readme", "README.md")
    body = ""
    if readme.is_file():
        lines.append("Description-Content-Type: text/markdown")
        body = "\n" + readme.read_text(encoding="utf-8")
    return "\n".join(lines) + "\n" + body


def _entry_points() -> str:
    groups = _project()["project"].get("entry-points", {})
    out = []
    for group, entries in groups.items():
        out.append(f"[{group}]")
        out += [f"{name} = {target}" for name, target in entries.items()]
        out.append("")
    return "\n".join(out)


def _dist_info_files() -> Dict[str, bytes]:
    _, _, base = _names()
    info = f"{base}.dist-info"
    return {
        f"{info}/METADATA": _metadata().encode("utf-8"),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: popsplit_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{info}/entry_points.txt": _entry_points().encode("utf-8"),
        f"{info}/top_level.txt": b"popsplit\n",
    }


# MARK: wheels


def _package_files() -> Dict[str, bytes]:
    files = {}
    src = ROOT / "src"
    for path in sorted(src.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".typed"):
            files[path.relative_to(src).as_posix()] = path.read_bytes()
    return files


def _write_wheel(directory: str, files: Dict[str, bytes]) -> str:
    _, _, base = _names()
    files = {**files, **_dist_info_files()}
    record_name = f"{base}.dist-info/RECORD"
    record = []
    for name, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{record_name},,")
    files[record_name] = ("\n".join(record) + "\n").encode("utf-8")
    filename = f"{base}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(directory, filename), "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=_EPOCH)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return filename


def get_requires_for_build_wheel(config_settings: Any = None) -> List[str]:
    """Nothing beyond the standard library."""
    return []


get_requires_for_build_sdist = get_requires_for_build_wheel
get_requires_for_build_editable = get_requires_for_build_wheel


def prepare_metadata_for_build_wheel(metadata_directory: str, config_settings: Any = None) -> str:
    """Writes the ``.dist-info`` directory."""
    _, _, base = _names()
    for name, data in _dist_info_files().items():
        target = Path(metadata_directory) / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return f"{base}.dist-info"


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory: str, config_settings: Any = None, metadata_directory: Optional[str] = None) -> str:
    """A pure-Python wheel of ``src/``."""
    return _write_wheel(wheel_directory, _package_files())


def build_editable(wheel_directory: str, config_settings: Any = None, metadata_directory: Optional[str] = None) -> str:
    """An editable wheel: a ``.pth`` file that puts ``src/`` on ``sys.path``."""
    return _write_wheel(wheel_directory, {"popsplit_editable.pth": (str(ROOT / "src") + "\n").encode("utf-8")})


def build_sdist(sdist_directory: str, config_settings: Any = None) -> str:
    """A source archive: pyproject.toml, the README, the backend, ``src/``, tests and examples."""
    _, _, base = _names()
    filename = f"{base}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz", format=tarfile.PAX_FORMAT) as archive:
        def add(name: str, data: bytes) -> None:
            info = tarfile.TarInfo(f"{base}/{name}")
            info.size, info.mode, info.mtime = len(data), 0o644, 315532800
            archive.addfile(info, io.BytesIO(data))

        for path in sorted(ROOT.rglob("*")):
            relative = path.relative_to(ROOT)
            if (path.is_file() and "__pycache__" not in relative.parts and not relative.parts[0].startswith(".")
                    and relative.parts[0] in ("src", "build_backend", "tests", "examples", "pyproject.toml", "README.md")):
                add(relative.as_posix(), path.read_bytes())
        add("PKG-INFO", _metadata().encode("utf-8"))
    return filename
