#!/usr/bin/env bash
# The picture of Emacs in editors/emacs/README.md: emacs-nox with popsplit.el in a tmux pane
# (160 x 45), a bundled example scene open with a mistake typed into it, its preview and events.
# A terminal shows the text picture (emacs-nox has no images): that is what is captured.
#   tmux capture-pane -e -p          -> the pane with its colours (ANSI)
#   editors/emacs/test/ansi2html.py  -> an HTML page drawing it
#   chromium --headless --screenshot -> docs/editors/emacs.png
# and the plain text of the pane -> editors/emacs/screenshot.txt.
# Uses $POPSPLIT (default .build/debug/popsplit); needs tmux, emacs-nox with elpa-eglot, chromium.
set -euo pipefail
cd "$(dirname "$0")/../../.."
REPO=$(pwd)
POPSPLIT="${POPSPLIT:-$REPO/.build/debug/popsplit}"
case "$POPSPLIT" in /*) ;; *) POPSPLIT="$REPO/$POPSPLIT" ;; esac
[ -x "$POPSPLIT" ] || { echo "screenshot: no popsplit at $POPSPLIT: build it first" >&2; exit 1; }
for tool in tmux emacs chromium python3; do
  command -v "$tool" >/dev/null || { echo "screenshot: $tool is missing" >&2; exit 1; }
done

scratch=$(mktemp -d)
socket="popsplit-emacs-shot-$$"
cleanup() { tmux -L "$socket" kill-server 2>/dev/null || true; sleep 0.5; rm -rf "$scratch" 2>/dev/null || true; }
trap cleanup EXIT
cp examples/scenes/navigation-drilldown.json "$scratch/navigation-drilldown.json"

cat >"$scratch/init.el" <<ELISP
;; Debian's elpa packages (emacs -Q does not load site-start): eglot and what it asks for.
(dolist (dir (append (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/eglot-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/project-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/xref-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/seq-*")))
  (add-to-list 'load-path dir))
(add-to-list 'load-path "$REPO/editors/emacs")
(require 'popsplit)
(setq popsplit-command '("$POPSPLIT" "lsp") inhibit-startup-screen t)
(find-file "$scratch/navigation-drilldown.json")
(popsplit-preview)
(popsplit-events)
(select-window (get-buffer-window (get-file-buffer "$scratch/navigation-drilldown.json")))
;; Once the picture is drawn, a mistake typed in: "title" as "titlee".
(defvar shot-timer nil)
(setq shot-timer
      (run-with-timer
       0.2 0.2
       (lambda ()
         (with-current-buffer (get-file-buffer "$scratch/navigation-drilldown.json")
           (when (popsplit--state-picture popsplit--state)
             (cancel-timer shot-timer)
             (goto-char (point-min))
             (search-forward "\"title\": \"Inbox\"")
             (goto-char (+ (match-beginning 0) 6))
             (insert "e")
             (message nil)
             ;; Once Flymake has the server's diagnostic: M-x flymake-goto-next-error, which
             ;; says it in the echo area.
             (setq shot-timer
                   (run-with-timer
                    0.2 0.2
                    (lambda ()
                      (with-selected-window (get-buffer-window (get-file-buffer "$scratch/navigation-drilldown.json"))
                        (when (flymake-diagnostics)
                          (cancel-timer shot-timer)
                          (goto-char (point-min))
                          (flymake-goto-next-error 1 nil t)
                          ;; Point moved outside a command: show-paren-mode's highlight follows.
                          (show-paren-function)))))))))))
ELISP

cat >"$scratch/tmux.conf" <<'TMUX'
set -g default-terminal "screen-256color"
set -g status off
TMUX

tmux -L "$socket" -f "$scratch/tmux.conf" new-session -d -x 160 -y 45 \
  "env HOME=$scratch TERM=screen-256color XDG_CONFIG_HOME=$scratch/config XDG_CACHE_HOME=$scratch/cache emacs -nw -Q -l $scratch/init.el"

# Ready: the picture drawn, the server's diagnostic of the mistake in the echo area.
for _ in $(seq 1 100); do
  pane=$(tmux -L "$socket" capture-pane -p)
  if grep -q "cells" <<<"$pane" && grep -q "unknown key" <<<"$pane"; then break; fi
  sleep 0.2
done
sleep 2
tmux -L "$socket" capture-pane -e -p >"$scratch/emacs.ans"
tmux -L "$socket" capture-pane -p | sed "s|$scratch|/tmp/scene|g" >editors/emacs/screenshot.txt
sed -i "s|$scratch|/tmp/scene|g" "$scratch/emacs.ans"
grep -q "cells" editors/emacs/screenshot.txt || { echo "screenshot: the preview never appeared" >&2; cat editors/emacs/screenshot.txt >&2; exit 1; }

python3 editors/emacs/test/ansi2html.py "$scratch/emacs.ans" "$scratch/emacs.html" "popsplit.el in emacs-nox"
mkdir -p docs/editors
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1370,745 \
  --screenshot="$REPO/docs/editors/emacs.png" "file://$scratch/emacs.html" 2>/dev/null
echo "screenshot: docs/editors/emacs.png and editors/emacs/screenshot.txt"
