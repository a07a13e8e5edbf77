#!/usr/bin/env bash
# The editor plugins' tests: real editors driving the real daemon.
#   - Neovim (Debian's neovim, headless): editors/nvim/tests/test_*.lua;
#   - Emacs (Debian's emacs-nox, --batch ERT): editors/emacs/test/popsplit-test.el;
#   - per editor a typing test run twice, the second time with the daemon slowed on purpose
#     (editors/tests/slow-daemon.py), and a crash test.
# Uses the built daemon: $POPSPLIT, default .build/debug/popsplit (scripts/test.sh builds it first).
#   - the language server (`popsplit lsp`) under real LSP clients: Neovim's built-in client
#     (editors/nvim/tests/test_lsp.lua) and Emacs's eglot (editors/emacs/test/popsplit-lsp-test.el).
# Installs neovim, emacs-nox, elpa-package-lint and elpa-eglot through scripts/setup.sh when absent.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
export POPSPLIT_REPO="$REPO"
export POPSPLIT="${POPSPLIT:-$REPO/.build/debug/popsplit}"
case "$POPSPLIT" in /*) ;; *) POPSPLIT="$REPO/$POPSPLIT" ;; esac
if [ ! -x "$POPSPLIT" ]; then
  echo "editors-test: no daemon at $POPSPLIT: build it first (swift build: popsplit and popsplit-preview, the page server preview/start starts)" >&2
  exit 1
fi
if ! command -v nvim >/dev/null 2>&1 || ! command -v emacs >/dev/null 2>&1 ||
    ! dpkg -s elpa-package-lint >/dev/null 2>&1 || ! dpkg -s elpa-eglot >/dev/null 2>&1; then
  POPSPLIT_WITH_EDITORS=1 bash scripts/setup.sh
fi
SLOW_MS="${POPSPLIT_SLOW_MS:-300}"

# Editors' own state goes to a temporary home, never the user's.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" XDG_STATE_HOME="$scratch/state" XDG_CACHE_HOME="$scratch/cache"
export POPSPLIT_TEST_LOG="$scratch/messages.log"

failed=0
nvim_test() { # FILE [VAR=VALUE ...]
  local file=$1; shift
  echo "== nvim $file $*"
  if ! env "$@" timeout 300 nvim --headless -u editors/nvim/tests/minimal_init.lua -i NONE \
      -c "luafile editors/nvim/tests/$file" </dev/null; then
    echo "editors-test: FAILED: nvim $file $*" >&2
    failed=1
  fi
}
emacs_test() { # SELECTOR [VAR=VALUE ...]
  local selector=$1; shift
  echo "== emacs $selector $*"
  if ! env "$@" timeout 300 emacs --batch -Q -L editors/emacs -l ert -l editors/emacs/test/popsplit-test.el \
      --eval "(ert-run-tests-batch-and-exit '$selector)" </dev/null; then
    echo "editors-test: FAILED: emacs $selector $*" >&2
    failed=1
  fi
}

echo "editors-test: $(nvim --version | head -1), $(emacs --version | head -1), daemon $POPSPLIT"
nvim_test test_plugin.lua
nvim_test test_typing.lua POPSPLIT_SLOW_MS=0
nvim_test test_typing.lua POPSPLIT_SLOW_MS="$SLOW_MS"
nvim_test test_crash.lua
nvim_test test_storyboard.lua
nvim_test test_lsp.lua
emacs_test '(not (tag typing))'
echo "== emacs eglot popsplit-lsp-test.el"
if ! timeout 300 emacs --batch -Q -l ert -l editors/emacs/test/popsplit-lsp-test.el -f ert-run-tests-batch-and-exit </dev/null; then
  echo "editors-test: FAILED: emacs eglot popsplit-lsp-test.el" >&2
  failed=1
fi
emacs_test '(tag typing)' POPSPLIT_SLOW_MS=0
emacs_test '(tag typing)' POPSPLIT_SLOW_MS="$SLOW_MS"
if [ "$failed" != 0 ]; then
  echo "editors-test: some editor tests failed" >&2
  exit 1
fi
echo "editors-test: all editor tests passed"
