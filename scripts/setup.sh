#!/usr/bin/env bash
# Installs what popsplit needs and is missing: libjansson-dev, pkg-config and libxml2 (Debian; loaded at run time for storyboards and nibs), and the
# Python jsonschema package the schema tests use. Safe to run again: it installs only what is absent.
#
# Previews (protocol.md section 12): PNG output and the render tests load librsvg2-2 and libcairo2
# at run time, and draw text in DejaVu Sans (fonts-dejavu-core). The render tests also screenshot
# an SVG in headless Chromium (Debian's chromium, about 100 MB): installed unless
# POPSPLIT_WITH_BROWSER=0 (for a machine that only runs the daemon or the demo). The test command
# (scripts/test.sh) needs it.
#
# Editor plugins (editors/): their tests drive Debian's neovim and emacs-nox (Emacs 28
# without a GUI), lint popsplit.el with elpa-package-lint and attach Emacs's eglot (elpa-eglot) to
# `popsplit lsp`, installed when POPSPLIT_WITH_EDITORS=1; the test command (scripts/test.sh) sets it
# unless told POPSPLIT_WITH_EDITORS=0.
set -euo pipefail

need_apt=()
dpkg -s libjansson-dev >/dev/null 2>&1 || need_apt+=(libjansson-dev)
dpkg -s libxml2 >/dev/null 2>&1 || need_apt+=(libxml2)
command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)
for package in librsvg2-2 libcairo2 fonts-dejavu-core; do
  dpkg -s "$package" >/dev/null 2>&1 || need_apt+=("$package")
done
if [ "${POPSPLIT_WITH_BROWSER:-1}" = 1 ]; then
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || need_apt+=(chromium)
fi
if [ "${POPSPLIT_WITH_EDITORS:-0}" = 1 ]; then
  command -v nvim >/dev/null 2>&1 || need_apt+=(neovim)
  command -v emacs >/dev/null 2>&1 || need_apt+=(emacs-nox)
  # popsplit.el's package-lint test.
  dpkg -s elpa-package-lint >/dev/null 2>&1 || need_apt+=(elpa-package-lint)
  # The language server's test with a real LSP client in Emacs (editors/emacs/test/popsplit-lsp-test.el).
  dpkg -s elpa-eglot >/dev/null 2>&1 || need_apt+=(elpa-eglot)
fi
# The VS Code extension's tests (scripts/vscode-test.sh) run on Node (Debian's nodejs, 18 or later).
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]}" >&2
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
  echo "setup: installing python jsonschema" >&2
  python3 -m pip install -q jsonschema 2>/dev/null ||
    python3 -m pip install -q --user --break-system-packages jsonschema 2>/dev/null || {
      SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-jsonschema >/dev/null
    }
fi

# The live preview page's browser tests (scripts/preview-test.sh): pytest and Playwright for Python
# (PyPI), which drives Debian's chromium through executable_path (no browser download).
if [ "${POPSPLIT_WITH_BROWSER:-1}" = 1 ] || [ "${POPSPLIT_WITH_PLAYWRIGHT:-0}" = 1 ]; then
  for module in pytest playwright; do
    if ! python3 -c "import $module" >/dev/null 2>&1; then
      echo "setup: installing python $module" >&2
      python3 -m pip install -q "$module" 2>/dev/null ||
        python3 -m pip install -q --user --break-system-packages "$module" 2>/dev/null || {
          echo "setup: could not install python $module with pip (needed by scripts/preview-test.sh)" >&2
          exit 1
        }
    fi
  done
fi
