;;; popsplit-test.el --- ERT tests of popsplit.el against the real daemon  -*- lexical-binding: t; -*-

;;; Commentary:

;; emacs --batch -Q -L editors/emacs -l ert -l editors/emacs/test/popsplit-test.el \
;;   -f ert-run-tests-batch-and-exit
;; The language server is `$POPSPLIT lsp' (default .build/debug/popsplit under $POPSPLIT_REPO or
;; the current directory) under Debian's eglot (elpa-eglot).  Tests tagged `typing' are the
;; typing test; with $POPSPLIT_SLOW_MS the server is slowed on purpose
;; (editors/tests/slow-daemon.py).

;;; Code:

(require 'ert)
(require 'cl-lib)
(require 'package)
;; Debian's elpa packages, as `emacs -Q' does not load site-start: eglot and the newer
;; project, xref and seq it asks for.
(dolist (dir (append (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/eglot-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/project-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/xref-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/seq-*")))
  (add-to-list 'load-path dir))
(require 'popsplit)

(defvar popsplit-test-repo
  (file-name-as-directory (or (getenv "POPSPLIT_REPO") default-directory)))
(defvar popsplit-test-binary
  (or (getenv "POPSPLIT") (expand-file-name ".build/debug/popsplit" popsplit-test-repo)))
(defvar popsplit-test-dir (make-temp-file "popsplit-emacs-test" t))
(defvar popsplit-test-slow-ms (string-to-number (or (getenv "POPSPLIT_SLOW_MS") "0")))

(setq popsplit-command (list popsplit-test-binary "lsp"))
(setq flymake-no-changes-timeout 0.05)
(setq eglot-send-changes-idle-time 0.05)
(advice-add 'popsplit--say :around
            (lambda (say &rest args) (let ((inhibit-message t)) (apply say args)))
            '((name . popsplit-test-quiet)))

(defun popsplit-test-wait (what pred &optional timeout)
  "Run the event loop until PRED holds; fail naming WHAT after TIMEOUT seconds (10)."
  (let ((deadline (+ (float-time) (or timeout 10))))
    (while (and (not (funcall pred)) (< (float-time) deadline))
      (accept-process-output nil 0.005))
    (unless (funcall pred)
      (ert-fail (format "timed out waiting for %s" what)))))

(defun popsplit-test-example (name)
  "A copy of the example scene NAME in the temporary directory."
  (let ((target (expand-file-name name popsplit-test-dir)))
    (copy-file (expand-file-name (concat "examples/scenes/" name) popsplit-test-repo) target t)
    target))

(defun popsplit-test-render (text format &optional grid)
  "What `popsplit render' draws for TEXT in FORMAT (\"text\" at GRID, or \"svg\")."
  (let ((file (make-temp-file "popsplit-expected" nil ".json" text)))
    (with-temp-buffer
      (let ((status (apply #'call-process popsplit-test-binary nil t nil "render" file "--format" format
                           (when grid (list "--size" (format "%dx%d" (car grid) (cdr grid)))))))
        (unless (eql status 0) (ert-fail (format "popsplit render failed: %s" (buffer-string))))
        (buffer-string)))))

(defun popsplit-test-source-text ()
  "The current buffer's text."
  (buffer-substring-no-properties (point-min) (point-max)))

(defun popsplit-test-preview-text (st)
  "The text in ST's preview buffer."
  (with-current-buffer (popsplit--state-preview-buffer st) (buffer-string)))

(defun popsplit-test-fresh ()
  "Forget every scene and stop the server: each test starts clean."
  (dolist (st popsplit--states)
    (when (buffer-live-p (popsplit--state-buffer st))
      (with-current-buffer (popsplit--state-buffer st)
        (set-buffer-modified-p nil))
      (kill-buffer (popsplit--state-buffer st))))
  ;; Killed buffers' scenes wait for a buffer to take them back until the command ends.
  (popsplit--drop-parked)
  (popsplit-stop)
  (setq popsplit--gave-up nil popsplit--restarts nil popsplit-messages nil)
  (delete-other-windows))

(defun popsplit-test-said (regexp)
  "The first message matching REGEXP."
  (cl-find-if (lambda (m) (string-match-p regexp m)) popsplit-messages))

(defun popsplit-test-line-of (regexp)
  "The 1-based line of the first match of REGEXP."
  (save-excursion (goto-char (point-min)) (re-search-forward regexp) (line-number-at-pos)))

(defun popsplit-test-scene-of (file)
  "The scene the server holds for FILE (its `scene/layout' result's id), or the error code."
  (condition-case err
      (plist-get (jsonrpc-request popsplit--server 'popsplit/request
                                  (list :textDocument (list :uri (eglot--path-to-uri file))
                                        :method "scene/layout" :params (make-hash-table)))
                 :scene)
    (jsonrpc-error (alist-get 'jsonrpc-error-code (cdr err)))))

(defun popsplit-test-errors ()
  "The Flymake errors of the current buffer (eglot gives errors its own type, `eglot-error')."
  (cl-remove-if-not (lambda (d) (memq (flymake-diagnostic-type d) '(:error eglot-error))) (flymake-diagnostics)))

(defun popsplit-test-server-pid ()
  "The process id of the running language server."
  (process-id (jsonrpc--process popsplit--server)))

(defun popsplit-test-synced (st)
  "Non-nil when ST's preview shows the newest text Eglot sent, and nothing is pending."
  (with-current-buffer (popsplit--state-buffer st)
    (and (null eglot--recent-changes) (popsplit--managed-p st)
         (not (popsplit--state-inflight st))
         (= (popsplit--state-text-drawn st) eglot--versioned-identifier))))

(defun popsplit-test-flymake-complaints ()
  "What Flymake logged about reports (obsolete or unexpected ones)."
  (let ((log (get-buffer "*Flymake log*")))
    (and log (with-current-buffer log
               (save-excursion
                 (goto-char (point-min))
                 (and (re-search-forward "report from \\(unknown \\|disabled \\|stopped \\)?backend" nil t)
                      (buffer-substring (line-beginning-position) (line-end-position))))))))

(defun popsplit-test-layout-has (st id)
  "Non-nil when ST's layout holds the node ID."
  (popsplit--node st id))

;;; The package

(ert-deftest popsplit-test-package-header ()
  "The file installs with `package-install-file'; the options are documented.
Eglot, the one dependency, is Debian's elpa-eglot: a package of the system
directory Debian's Emacs sets (`package-directory-list', which `emacs -Q'
leaves empty)."
  (let* ((package-user-dir (make-temp-file "popsplit-elpa" t))
         (package-directory-list '("/usr/share/emacs/site-lisp/elpa"))
         (package-alist nil))
    (package-initialize)
    (package-install-file (expand-file-name "editors/emacs/popsplit.el" popsplit-test-repo))
    (should (package-installed-p 'popsplit))
    (should (equal (package-desc-version (cadr (assq 'popsplit package-alist))) '(0 2 0)))
    (should (equal (package-desc-reqs (cadr (assq 'popsplit package-alist))) '((emacs (28 1)) (eglot (1 9))))))
  (should (equal (eval (car (get 'popsplit-command 'standard-value))) '("popsplit" "lsp")))
  (dolist (entry (get 'popsplit 'custom-group))
    (when (eq (cadr entry) 'custom-variable)
      (should (> (length (documentation-property (car entry) 'variable-documentation)) 20)))))

(ert-deftest popsplit-test-package-lint ()
  "popsplit.el passes package-lint (Debian's elpa-package-lint).
Debian's package-lint 0.16 predates the release of Emacs 28 and calls any
dependency on it uninstallable: that one line is the linter's age, not the
package's, and is the only one let through.  The linter checks the other
dependency, eglot, against the archives' index, which `package-refresh-contents'
would fetch: with no network here it reads GNU ELPA's entry for eglot 1.9
from a package directory of its own."
  (let ((dir (cl-find-if #'file-directory-p
                         (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/package-lint-*"))))
    (should dir)
    (let* ((lisp (mapconcat #'identity
                            (cons dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/let-alist-*"))
                            ":"))
           (elpa (make-temp-file "popsplit-lint-elpa" t))
           (output (with-temp-buffer
                     (make-directory (expand-file-name "archives/gnu" elpa) t)
                     (with-temp-file (expand-file-name "archives/gnu/archive-contents" elpa)
                       (prin1 '(1 (eglot . [(1 9) ((emacs (26 1)) (jsonrpc (1 0 14)) (flymake (1 0 9))
                                                   (project (0 3 0)) (xref (1 0 1)) (eldoc (1 11 0)))
                                            "Client for Language Server Protocol (LSP) servers" tar nil]))
                              (current-buffer)))
                     (call-process "emacs" nil t nil "--batch" "-Q"
                                   "--eval" (format "(setq load-path (append (split-string %S \":\") load-path))" lisp)
                                   "--eval" (format "(setq package-user-dir %S package-archives '((\"gnu\" . \"https://elpa.gnu.org/packages/\")))" elpa)
                                   "-l" "package-lint" "-f" "package-lint-batch-and-exit"
                                   (expand-file-name "editors/emacs/popsplit.el" popsplit-test-repo))
                     (buffer-string)))
           (complaints (cl-remove-if
                        (lambda (line)
                          (or (string-prefix-p "Entering directory" line)
                              (string-match-p "popsplit\\.el:8:[0-9]+: warning: This makes the package uninstallable in all released Emacs versions\\." line)))
                        (split-string output "\n" t))))
      (should (equal complaints nil)))))

(ert-deftest popsplit-test-byte-compiles-cleanly ()
  "popsplit.el byte-compiles without a warning, in an Emacs that has not loaded it."
  (let* ((dir (make-temp-file "popsplit-compile" t))
         (file (expand-file-name "popsplit.el" dir))
         (status nil)
         (output (with-temp-buffer
                   (copy-file (expand-file-name "editors/emacs/popsplit.el" popsplit-test-repo) file)
                   (setq status (call-process (expand-file-name invocation-name invocation-directory)
                                              nil t nil "--batch" "-Q"
                                              "--eval" (format "(setq load-path '%S)"
                                                               (remove (expand-file-name "editors/emacs" popsplit-test-repo)
                                                                       (mapcar #'expand-file-name load-path)))
                                              "--eval" "(setq byte-compile-error-on-warn t)"
                                              "-f" "batch-byte-compile" file))
                   (buffer-string))))
    (should (equal "" (string-trim output)))
    (should (eql 0 status))
    (should (file-exists-p (concat file "c")))))

;;; The path a user takes

(ert-deftest popsplit-test-preview-edit-diagnose-jump-events ()
  "Preview, edits, diagnostics, jumps both ways, events, taps, rotation, the page.
The page: a stand-in page alt-clicks a node and sees the cursor's node
highlighted."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text) (opened nil))
    (find-file (popsplit-test-example "navigation-drilldown.json"))
    (let* ((source (current-buffer))
           (preview (popsplit-preview))
           (st popsplit--state))
      ;; The text picture, sized to its window.
      (popsplit-test-wait "the first picture" (lambda () (popsplit--state-picture st)))
      (let ((window (get-buffer-window preview)) (grid (popsplit--state-grid st)))
        (should window)
        (should (<= (car grid) (window-body-width window)))
        (should (<= (cdr grid) (1- (window-body-height window))))
        (should (equal (popsplit-test-render (popsplit-test-source-text) "text" grid)
                       (popsplit-test-preview-text st)))
        (should (string-prefix-p "portrait 768x1024" (popsplit-test-preview-text st))))
      ;; An edit redraws it.
      (goto-char (point-min))
      (search-forward "Quarterly report")
      (replace-match "Yearly summary")
      (popsplit-test-wait "the edit in the preview"
                          (lambda () (string-match-p "Yearly" (popsplit-test-preview-text st))))
      (popsplit-test-wait "the preview of the newest text" (lambda () (popsplit-test-synced st)))
      (should (equal (popsplit-test-render (popsplit-test-source-text) "text" (popsplit--state-grid st))
                     (popsplit-test-preview-text st)))
      ;; A broken edit: a Flymake diagnostic at the key; the picture stays.
      (let ((good (popsplit-test-preview-text st)) key-pos)
        (goto-char (point-min))
        (search-forward "\"title\": \"Inbox\"")
        (goto-char (match-beginning 0))
        (setq key-pos (point))
        (delete-char 7)
        (insert "\"titel\"")
        (popsplit-test-wait "a Flymake diagnostic" (lambda () (flymake-diagnostics)))
        (let ((d (car (flymake-diagnostics))))
          (should (= key-pos (flymake-diagnostic-beg d)))
          (should (= (flymake-diagnostic-end d) (+ key-pos 7)))
          (should (eq 'eglot-error (flymake-diagnostic-type d)))
          (should (string-match-p (regexp-quote "unknown key \"titel\" (did you mean \"title\"?)")
                                  (flymake-diagnostic-text d))))
        (should (equal good (popsplit-test-preview-text st)))
        (goto-char key-pos)
        (delete-char 7)
        (insert "\"title\"")
        (popsplit-test-wait "no diagnostics" (lambda () (null (flymake-diagnostics)))))
      ;; A diagnostic past non-ASCII characters (an emoji counts two in UTF-16).
      (goto-char (point-min))
      (search-forward "\"title\": \"Thread\"")
      (replace-match "\"title\": \"Fäden 😀\", \"colour\": 1" t t)
      (let ((colour (save-excursion (search-backward "\"colour\""))))
        (popsplit-test-wait "the diagnostic" (lambda () (flymake-diagnostics)))
        (should (= colour (flymake-diagnostic-beg (car (flymake-diagnostics)))))
        (search-backward "\"title\": \"Fäden")
        (delete-region (point) (line-end-position))
        (insert "\"title\": \"Thread\",")
        (popsplit-test-wait "no diagnostics" (lambda () (null (flymake-diagnostics)))))
      ;; Source -> preview: the node declared at point is highlighted.
      (goto-char (point-min))
      (search-forward "Your order")
      (setq popsplit-last-jump nil)
      (popsplit-jump)
      (popsplit-test-wait "the jump" (lambda () popsplit-last-jump))
      (should (equal '(source "row2") popsplit-last-jump))
      (let ((cells (popsplit--node-cells st "row2")))
        (should cells)
        (with-current-buffer preview
          (let ((overlays (cl-remove-if-not (lambda (o) (overlay-get o 'popsplit))
                                            (overlays-in (point-min) (point-max)))))
            (should (= (length overlays) (- (nth 1 cells) (nth 0 cells))))
            (should (cl-some (lambda (o) (string-match-p "Your order has shipped"
                                                         (buffer-substring (overlay-start o) (overlay-end o))))
                             overlays)))))
      ;; Preview -> source: point on a node, jump to its declaration.
      (select-window (get-buffer-window preview))
      (goto-char (point-min))
      (search-forward "Yearly summary")
      (backward-char 3)
      (should (equal "row1" (cadr (popsplit--preview-target st))))
      (setq popsplit-last-jump nil)
      (popsplit-jump)
      (popsplit-test-wait "the jump back" (lambda () popsplit-last-jump))
      ;; The jump selected the source's window (a callback cannot change the test's buffer).
      (set-buffer (window-buffer))
      (should (eq (current-buffer) source))
      (should (= (car (cdr popsplit-last-jump)) (popsplit-test-line-of "\"id\": \"row1\"")))
      (should (looking-at "{\"id\": \"row1\""))
      ;; Events stream; RET in the preview taps (row0 pushes the message screen).
      (let ((events (popsplit-events)))
        (should (string-match-p "application:didFinishLaunchingWithOptions:"
                                (with-current-buffer events (buffer-string))))
        (select-window (get-buffer-window preview))
        (goto-char (point-min))
        (search-forward "Lunch on")
        (beginning-of-line)
        (forward-char 2)
        (should (equal "row0" (cadr (popsplit--preview-target st))))
        (setq popsplit-last-tap nil)
        (execute-kbd-macro (kbd "RET"))
        (popsplit-test-wait "the tap" (lambda () popsplit-last-tap))
        (should (equal "push" (plist-get popsplit-last-tap :action)))
        (popsplit-test-wait "the push's events"
                            (lambda () (string-match-p "navigationController:didShowViewController:animated:"
                                                       (with-current-buffer events (buffer-string)))))
        (popsplit-test-wait "the message screen"
                            (lambda () (string-match-p "From: Anna" (popsplit-test-preview-text st)))))
      ;; A tap at a point, a rotation.
      (with-current-buffer source
        (setq popsplit-last-tap nil)
        (popsplit-tap 30 1010)
        (popsplit-test-wait "the tap" (lambda () popsplit-last-tap))
        (should (equal "trash" (plist-get (plist-get popsplit-last-tap :hit) :id)))
        (popsplit-rotate)
        (popsplit-test-wait "landscape"
                            (lambda () (string-prefix-p "landscapeLeft 1024x768" (popsplit-test-preview-text st))))
        (popsplit-rotate "portrait")
        (popsplit-test-wait "portrait"
                            (lambda () (string-prefix-p "portrait" (popsplit-test-preview-text st)))))
      ;; The page.
      (with-current-buffer source
        (let ((popsplit-browse-function (lambda (url) (push url opened))))
          (popsplit-browse)
          (progn
                (popsplit-test-wait "the page" (lambda () opened))
                (should (string-match-p "\\`http://127\\.0\\.0\\.1:[0-9]+" (car opened)))
                ;; A stand-in for the page: it alt-clicks row1 (the daemon sends preview/reveal:
                ;; point goes to row1's declaration), then waits for the node at point to be
                ;; highlighted in the page.
                (let* ((output "")
                       (client (make-process
                                :name "page-client" :noquery t :connection-type 'pipe
                                :command (list "python3" (expand-file-name "editors/tests/page-client.py"
                                                                           popsplit-test-repo)
                                               (car opened) "row1" "row2")
                                :filter (lambda (_ s) (setq output (concat output s))))))
                  (setq popsplit-last-jump nil)
                  (popsplit-test-wait "the reveal" (lambda () (eq 'preview (car popsplit-last-jump))) 20)
                  (set-buffer (window-buffer))
                  (should (eq (current-buffer) source))
                  (should (= (cadr popsplit-last-jump) (popsplit-test-line-of "\"id\": \"row1\"")))
                  (goto-char (point-min))
                  (search-forward "\"id\": \"row2\"")
                  (popsplit-jump)
                  ;; The client's last line may still be in the pipe when it has exited:
                  ;; wait for the line itself, not only for the exit.
                  (popsplit-test-wait (format "the page's highlight (%s)" output)
                                      (lambda () (and (not (process-live-p client))
                                                      (string-match-p "highlight row2" output)))
                                      20)
                  (should (eql 0 (process-exit-status client)))
                  (should (string-match-p "highlight row2" output)))))))))

;;; What LSP has words for: eglot's own features on a followed document

(ert-deftest popsplit-test-eglot-features ()
  "Eglot's own features work in a followed document, from the preview's server.
Hover (ElDoc), definitions and references (xref), the outline (imenu) and
completion-at-point."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text) (hover nil))
    (find-file (popsplit-test-example "navigation-drilldown.json"))
    (popsplit-preview)
    (let ((st popsplit--state))
      (popsplit-test-wait "the picture" (lambda () (popsplit--state-picture st)))
      (should (eglot-managed-p))
      (should (eq popsplit--server (eglot-current-server)))
      (should (memq 'eglot-flymake-backend flymake-diagnostic-functions))
      ;; Hover, as ElDoc asks for it: what the document declares the id as.
      (goto-char (point-min))
      (search-forward "\"push\": \"message\"")
      (backward-char 3)
      (should (memq 'eglot-hover-eldoc-function eldoc-documentation-functions))
      (eglot-hover-eldoc-function (lambda (doc &rest _) (setq hover doc)))
      (popsplit-test-wait "the hover" (lambda () hover))
      (should (string-match-p "message" hover))
      (should (string-match-p "controller" hover))
      ;; References: the push that uses it and its declaration.
      (let ((refs (xref-backend-references 'eglot (xref-backend-identifier-at-point 'eglot))))
        (should (>= (length refs) 2)))
      ;; Definition: from the push to the controller it names.
      (xref-find-definitions (xref-backend-identifier-at-point (xref-find-backend)))
      (popsplit-test-wait "point on the declaration"
                          (lambda () (looking-at-p "\"message\",\n      \"title\"")))
      ;; The outline through imenu (eglot groups the symbols by kind).
      (let ((index (funcall imenu-create-index-function)))
        (should (equal '("mail" "mail" "message" "thread") (mapcar #'car (cdr (assoc "Class" index))))))
      ;; Completion of a key being typed.
      (goto-char (point-min))
      (search-forward "\"title\": \"Inbox\"")
      (goto-char (match-beginning 0))
      (insert "\"supp\": 1, ")
      (popsplit--flush st)
      (search-backward "\"supp\"")
      (forward-char 5)
      (let* ((capf (eglot-completion-at-point))
             (labels (all-completions "" (nth 2 capf))))
        (should (member "supportedOrientations" labels))))))

;; Tapping a layout node by its id: the ids offered are the layout's; an unknown id is the
;; daemon's message, with the closest id.
(ert-deftest popsplit-test-tap-node ()
  "`popsplit-tap-node' taps a node by id, read over the layout's ids; an unknown id is suggested."
  (popsplit-test-fresh)
  (find-file (popsplit-test-example "split-mail.json"))
  (let ((st (popsplit--attach)) offered)
    (popsplit-test-wait "the layout" (lambda () (popsplit-test-layout-has st "mailSplit.masterButton")))
    (should-not (popsplit-test-layout-has st "mailboxes")) ; portrait: the master hides
    (setq popsplit-last-tap nil)
    (cl-letf (((symbol-function 'completing-read)
               (lambda (_prompt collection &rest _)
                 (setq offered (all-completions "" collection))
                 "mailSplit.masterButton")))
      (call-interactively #'popsplit-tap-node))
    (should (member "mailSplit.masterButton" offered))
    (should (member "messageNav.navigationBar" offered))
    (popsplit-test-wait "the tap" (lambda () popsplit-last-tap))
    (should (equal "mailSplit.masterButton" (plist-get (plist-get popsplit-last-tap :hit) :id)))
    (should (equal "toggleMaster" (plist-get popsplit-last-tap :action)))
    (should (popsplit-test-said
             "^tap on mailSplit\\.masterButton: mailSplit\\.masterButton (barButtonItem), action toggleMaster$"))
    ;; The daemon acted: the master shows, in the layout and in the scene's snapshot.
    (popsplit-test-wait "the master in the layout" (lambda () (popsplit-test-layout-has st "mailboxes")))
    (let ((snapshot (plist-get (jsonrpc-request popsplit--server 'popsplit/request
                                                (list :textDocument (list :uri (popsplit--state-uri st))
                                                      :method "scene/snapshot" :params (make-hash-table)))
                               :snapshot)))
      (should (equal ["mailSplit"] (plist-get snapshot :splitMasterShown))))
    ;; An id the layout does not have: the daemon's message and its suggestion.
    (setq popsplit-last-tap nil)
    (popsplit-tap-node "mailsplit.masterbutton")
    (popsplit-test-wait "the error" (lambda () (popsplit-test-said "unknown layout node id")))
    (should (equal (concat "tap on mailsplit.masterbutton: unknown layout node id 'mailsplit.masterbutton'"
                           " (did you mean 'mailSplit.masterButton'?)")
                   (car popsplit-messages)))
    (should-not popsplit-last-tap)))

(ert-deftest popsplit-test-two-documents ()
  "Two documents in one server: each preview follows its own document, taps reach its scene."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text) (popsplit-preview-size '(60 . 40)))
    (find-file (popsplit-test-example "navigation-drilldown.json"))
    (let* ((mail (current-buffer)) (mail-st (progn (popsplit-preview) popsplit--state)))
      (find-file (popsplit-test-example "popover-settings-help.json"))
      (let* ((game (current-buffer)) (game-st (progn (popsplit-preview) popsplit--state)))
        (popsplit-test-wait "both pictures" (lambda () (and (popsplit--state-picture mail-st)
                                                            (popsplit--state-picture game-st))))
        (should (eq (with-current-buffer mail (eglot-current-server))
                    (with-current-buffer game (eglot-current-server))))
        (should (equal (list "navigation-drilldown" "popover-settings-help")
                       (list (popsplit--state-scene mail-st) (popsplit--state-scene game-st))))
        ;; An edit of one redraws its preview only.
        (let ((game-picture (popsplit-test-preview-text game-st)))
          (with-current-buffer mail
            (goto-char (point-min))
            (search-forward "Quarterly report")
            (replace-match "Only in the mail"))
          (popsplit-test-wait "the mail's edit"
                              (lambda () (string-match-p "Only in the mail" (popsplit-test-preview-text mail-st))))
          (should (equal game-picture (popsplit-test-preview-text game-st))))
        ;; A rotation of the other rotates its picture only.
        (with-current-buffer game (popsplit-rotate "portrait"))
        (popsplit-test-wait "the game in portrait"
                            (lambda () (string-prefix-p "portrait" (popsplit-test-preview-text game-st))))
        (should (string-prefix-p "portrait" (popsplit-test-preview-text mail-st)))
        (with-current-buffer mail (popsplit-rotate "landscapeLeft"))
        (popsplit-test-wait "the mail in landscape"
                            (lambda () (string-prefix-p "landscapeLeft" (popsplit-test-preview-text mail-st))))
        (should (string-prefix-p "portrait" (popsplit-test-preview-text game-st)))
        ;; Each document's events are its own.
        (should (cl-some (lambda (line) (string-match-p "viewWillAppear:  inbox" line)) (popsplit--state-events mail-st)))
        (should-not (cl-some (lambda (line) (string-match-p "inbox" line)) (popsplit--state-events game-st)))))))

(ert-deftest popsplit-test-broken-from-the-start ()
  "A document refused at open: Flymake diagnostics, a note, then the picture once fixed."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text)
        (path (expand-file-name "broken.json" popsplit-test-dir)))
    (with-temp-file path (insert "{\"popsplit\": 1, \"root\": {\"id\": \"r\", \"titel\": \"Hi\"}}\n"))
    (find-file path)
    (let* ((preview (popsplit-preview)) (st popsplit--state))
      (popsplit-test-wait "a diagnostic" (lambda () (flymake-diagnostics)))
      (should (= (save-excursion (goto-char (point-min)) (search-forward "\"titel\"") (match-beginning 0))
                 (flymake-diagnostic-beg (car (flymake-diagnostics)))))
      (popsplit-test-wait "the note"
                          (lambda () (string-prefix-p "The document has errors"
                                                      (with-current-buffer preview (buffer-string)))))
      (goto-char (point-min))
      (search-forward "titel")
      (replace-match "title")
      (popsplit-test-wait "the picture" (lambda () (string-prefix-p "portrait" (popsplit-test-preview-text st))))
      (popsplit-test-wait "no diagnostics" (lambda () (null (flymake-diagnostics)))))))

(ert-deftest popsplit-test-companion ()
  "A storyboard's companion document: read beside it; visited, its edits reach the
storyboard and its own mistakes show in it, not in the storyboard."
  (popsplit-test-fresh)
  (let* ((popsplit-preview-format 'text)
         (popsplit-preview-size '(120 . 45))
         (story (expand-file-name "MasterDetail.storyboard" popsplit-test-dir))
         (companion (concat story ".popsplit.json")))
    (copy-file (expand-file-name "examples/storyboards/MasterDetail.storyboard" popsplit-test-repo) story t)
    (copy-file (expand-file-name "examples/storyboards/MasterDetail.storyboard.popsplit.json" popsplit-test-repo)
               companion t)
    (find-file story)
    (let ((source (current-buffer)) (st nil))
      (popsplit-preview)
      (setq st (with-current-buffer source popsplit--state))
      (popsplit-test-wait "the first picture" (lambda () (popsplit--state-picture st)))
      (with-current-buffer source
        (popsplit-test-wait "the storyboard's diagnostics" (lambda () (flymake-diagnostics)))
        ;; The companion beside it says the split's delegate shows its master button.
        (should-not (cl-find-if (lambda (d) (string-match-p "delegate" (flymake-diagnostic-text d)))
                                (flymake-diagnostics))))
      (find-file companion)
      (let ((buffer (current-buffer)))
        (popsplit-test-wait "the companion followed by the server" (lambda () eglot--managed-mode))
        (should-not popsplit--state)
        (goto-char (point-min))
        (search-forward "\"amend\"")
        (replace-match "\"amendd\"")
        (popsplit-test-wait "the companion's mistake shown in it"
                            (lambda ()
                              (with-current-buffer buffer
                                (cl-find-if (lambda (d) (string-match-p "amendd" (flymake-diagnostic-text d)))
                                            (flymake-diagnostics)))))
        (with-current-buffer source
          (should-not (cl-find-if (lambda (d) (string-match-p "amendd" (flymake-diagnostic-text d)))
                                  (flymake-diagnostics))))
        (with-current-buffer buffer
          (goto-char (point-min))
          (search-forward "\"amendd\"")
          (replace-match "\"amend\""))
        (popsplit-test-wait "the companion's mistake gone"
                            (lambda ()
                              (with-current-buffer buffer
                                (not (cl-find-if (lambda (d) (string-match-p "amendd" (flymake-diagnostic-text d)))
                                                 (flymake-diagnostics))))))
        (with-current-buffer buffer (set-buffer-modified-p nil))
        (kill-buffer buffer)))))

(ert-deftest popsplit-test-storyboard ()
  "A storyboard as the scene: preview, edits, diagnostics in the XML, jumps."
  (popsplit-test-fresh)
  (let* ((popsplit-preview-format 'text)
         (popsplit-preview-size '(120 . 45))
         (file (expand-file-name "SplitStaticMaster.storyboard" popsplit-test-dir)))
    (copy-file (expand-file-name "editors/emacs/test/fixtures/SplitStaticMaster.storyboard" popsplit-test-repo)
               file t)
    ;; The formats of file names.
    (should (equal "storyboard" (popsplit--format-of "/a/Main.storyboard")))
    (should (equal "xib" (popsplit--format-of "/a/Cell.XIB")))
    (should (null (popsplit--format-of "/a/scene.json")))
    (should (equal "/a/Main.storyboard" (popsplit--companion-owner "/a/Main.storyboard.popsplit.json")))
    (should (null (popsplit--companion-owner "/a/scene.popsplit.json")))
    (find-file file)
    (let* ((source (current-buffer))
           (preview (popsplit-preview))
           (st popsplit--state))
      ;; Opened as a storyboard: its picture, its information diagnostics placed in the XML.
      (popsplit-test-wait "the first picture" (lambda () (popsplit--state-picture st)))
      (should (string-prefix-p "landscapeRight 1024x768" (popsplit-test-preview-text st)))
      (should (string-match-p "Detail view content goes here" (popsplit-test-preview-text st)))
      (popsplit-test-wait "the diagnostics" (lambda () (flymake-diagnostics)))
      (dolist (d (flymake-diagnostics))
        (should (eq 'eglot-note (flymake-diagnostic-type d))))
      (let ((map (cl-find-if (lambda (d) (string-match-p "mapView" (flymake-diagnostic-text d)))
                             (flymake-diagnostics))))
        (should map)
        (should (= (line-number-at-pos (flymake-diagnostic-beg map)) (popsplit-test-line-of "<mapView "))))
      ;; An edit of the XML reloads the scene.
      (goto-char (point-min))
      (search-forward "Detail view content goes here")
      (replace-match "Hello from Emacs")
      (popsplit-test-wait "the edited label in the preview"
                          (lambda () (string-match-p "Hello from Emacs" (popsplit-test-preview-text st))))
      (popsplit-test-wait "the preview of the newest text" (lambda () (popsplit-test-synced st)))
      ;; An unclosed element: an error at the end tag that does not match; the picture stays.
      (let ((good (popsplit-test-preview-text st))
            (label-line (popsplit-test-line-of "id=\"dl1-aa-bbb\""))
            end-tag subviews-line)
        (goto-char (point-min))
        (search-forward "id=\"dl1-aa-bbb\"")
        (search-forward "</label>")
        (setq end-tag (match-beginning 0))
        (delete-region (match-beginning 0) (match-end 0))
        (setq subviews-line (save-excursion (search-forward "</subviews>") (line-number-at-pos)))
        (popsplit-test-wait "an error" (lambda () (popsplit-test-errors)))
        (let ((errors (popsplit-test-errors)))
          (should (= 1 (length errors)))
          (should (string-match-p "malformed XML" (flymake-diagnostic-text (car errors))))
          (should (string-match-p (format "label line %d" label-line) (flymake-diagnostic-text (car errors))))
          (should (= subviews-line (line-number-at-pos (flymake-diagnostic-beg (car errors))))))
        (should (equal good (popsplit-test-preview-text st)))
        (goto-char end-tag)
        (insert "</label>")
        (popsplit-test-wait "the error gone" (lambda () (null (popsplit-test-errors)))))
      ;; Source -> preview: the element at point (a controller by its storyboardIdentifier).
      (goto-char (point-min))
      (search-forward "id=\"dl1-aa-bbb\"")
      (setq popsplit-last-jump nil)
      (popsplit-jump)
      (popsplit-test-wait "the jump" (lambda () popsplit-last-jump))
      (should (equal '(source "dl1-aa-bbb") popsplit-last-jump))
      (goto-char (point-min))
      (search-forward "storyboardIdentifier=\"detail\"")
      (setq popsplit-last-jump nil)
      (popsplit-jump)
      (popsplit-test-wait "the jump" (lambda () popsplit-last-jump))
      (should (equal '(source "detail") popsplit-last-jump))
      ;; Preview -> source: point on the label, to its element.
      (select-window (get-buffer-window preview))
      (goto-char (point-min))
      (search-forward "Hello from Emacs")
      (backward-char 3)
      (should (equal "dl1-aa-bbb" (cadr (popsplit--preview-target st))))
      (setq popsplit-last-jump nil)
      (popsplit-jump)
      (popsplit-test-wait "the jump back" (lambda () popsplit-last-jump))
      (set-buffer (window-buffer))
      (should (eq (current-buffer) source))
      (should (= (cadr popsplit-last-jump) (popsplit-test-line-of "id=\"dl1-aa-bbb\""))))))

(ert-deftest popsplit-test-revert-and-alternate-file ()
  "revert-buffer and find-alternate-file keep the mode and the preview; killing closes the scene.
Eglot closes the document and opens it again from the text read back, so
the server holds one scene for it (named after the file, not a second
name), the old diagnostics go, and a restart reopens one document with no
obsolete Flymake report."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text)
        (file (popsplit-test-example "navigation-drilldown.json")))
    (when (get-buffer "*Flymake log*") (kill-buffer "*Flymake log*"))
    (find-file file)
    (let* ((preview (popsplit-preview)) (st popsplit--state))
      (popsplit-test-wait "the first picture" (lambda () (popsplit--state-picture st)))
      (should (equal "navigation-drilldown" (popsplit-test-scene-of file)))
      ;; An unsaved edit with a mistake: a diagnostic, the picture stays.
      (goto-char (point-min))
      (search-forward "\"title\": \"Inbox\"")
      (replace-match "\"titel\": \"Inbox\"")
      (popsplit-test-wait "a diagnostic" (lambda () (flymake-diagnostics)))
      ;; Reverted: the file's text again, the mode on, the diagnostic gone, one scene.
      (revert-buffer t t)
      (should popsplit-mode)
      (should (eq st popsplit--state))
      (should (eq preview (popsplit--state-preview-buffer st)))
      (should (eglot-managed-p))
      (popsplit-test-wait "the reverted text checked"
                          (lambda () (and (popsplit-test-synced st) (null (flymake-diagnostics)))))
      (should (equal "navigation-drilldown" (popsplit-test-scene-of file)))
      ;; The preview follows the reverted buffer.
      (goto-char (point-min))
      (search-forward "Quarterly report")
      (replace-match "After the revert")
      (popsplit-test-wait "the edit after the revert"
                          (lambda () (string-match-p "After the revert" (popsplit-test-preview-text st))))
      (should (buffer-live-p preview))
      ;; A restart reopens one document and reports to the current Flymake run only.
      (signal-process (popsplit-test-server-pid) 'SIGKILL)
      (popsplit-test-wait "the restart" (lambda () (popsplit-test-said "restarted popsplit lsp; reopened 1 document\\'")))
      (popsplit-test-wait "the document open again" (lambda () (popsplit--managed-p st)))
      (goto-char (point-min))
      (search-forward "\"title\": \"Inbox\"")
      (replace-match "\"titel\": \"Inbox\"")
      (popsplit-test-wait "a diagnostic after the restart" (lambda () (flymake-diagnostics)))
      (should (null (popsplit-test-flymake-complaints)))
      (goto-char (point-min))
      (search-forward "\"titel\": \"Inbox\"")
      (replace-match "\"title\": \"Inbox\"")
      (save-buffer)
      ;; find-alternate-file: a new buffer visits the file, with the same scene and preview.
      (let ((old (current-buffer)))
        (find-alternate-file file)
        (should-not (buffer-live-p old)))
      (should popsplit-mode)
      (should (eq st popsplit--state))
      (should (eq (current-buffer) (popsplit--state-buffer st)))
      (popsplit-test-wait "the scene opened again" (lambda () (popsplit-test-synced st)))
      (accept-process-output nil 0.05)
      (should (buffer-live-p preview))
      (should (equal "navigation-drilldown" (popsplit-test-scene-of file)))
      (goto-char (point-min))
      (search-forward "After the revert")
      (replace-match "After the alternate file")
      (popsplit-test-wait "the edit in the new buffer"
                          (lambda () (string-match-p "After the alternate file" (popsplit-test-preview-text st))))
      (should (null (popsplit-test-flymake-complaints)))
      ;; Killed: the scene is closed (the server knows the document no more), its preview goes.
      (set-buffer-modified-p nil)
      (kill-buffer (current-buffer))
      (popsplit-test-wait "the scene closed"
                          ;; -32011 (protocol.md 14.1) or -32602 (the document named is not open).
                          (lambda () (memql (popsplit-test-scene-of file) '(-32011 -32602))))
      (popsplit-test-wait "the preview gone" (lambda () (not (buffer-live-p preview))))
      (should (null popsplit--states)))))

(ert-deftest popsplit-test-questions-in-words ()
  "`popsplit-questions' changed while the daemon runs applies at once; the question is in words."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text) (popsplit-questions 'default) (asked nil) (reply nil))
    (find-file (popsplit-test-example "popover-delegate.json"))
    (popsplit-preview)
    (let ((st popsplit--state) (source (current-buffer)))
      (popsplit-test-wait "the picture" (lambda () (popsplit--state-picture st)))
      (cl-flet ((present ()
                  (let (done)
                    (with-current-buffer source
                      (popsplit--request st "popover/present"
                                         (list :popover "brushPopover" :inView "tools" :fromRect [20 8 120 44])
                                         (lambda (_) (setq done t))))
                    (popsplit-test-wait "the popover" (lambda () (and done (popsplit-test-layout-has st "brushPopover"))))))
                (tap-outside ()
                  (let ((before popsplit-last-tap))
                    (with-current-buffer source (popsplit-tap 400 300))
                    (popsplit-test-wait "the tap" (lambda () (not (eq before popsplit-last-tap)))))))
        (present)
        (setq popsplit-questions 'ask)
        (cl-letf (((symbol-function 'y-or-n-p) (lambda (prompt) (push prompt asked) reply)))
          ;; No: the popover stays.
          (tap-outside)
          (should (equal '("Should popover brushPopover dismiss? ") asked))
          (should (popsplit-test-layout-has st "brushPopover"))
          ;; Yes: it goes.
          (setq reply t)
          (tap-outside)
          (should (= 2 (length asked)))
          (popsplit-test-wait "the popover dismissed" (lambda () (not (popsplit-test-layout-has st "brushPopover")))))
        (should (string-match-p "popoverControllerShouldDismissPopover:  answered no"
                                (mapconcat #'identity (popsplit--state-events st) "\n")))
        ;; Back to the defaults, still without a restart: nobody is asked, the popover dismisses.
        (present)
        (setq popsplit-questions 'default asked nil)
        (cl-letf (((symbol-function 'y-or-n-p) (lambda (prompt) (push prompt asked) nil)))
          (tap-outside)
          (popsplit-test-wait "the popover dismissed" (lambda () (not (popsplit-test-layout-has st "brushPopover"))))
          (should (null asked)))
        (should (equal "Should split view controller mailSplit hide inbox in portrait?"
                       (popsplit--question-text
                        '(:selector "splitViewController:shouldHideViewController:inOrientation:"
                          :args (:splitViewController "mailSplit" :viewController "inbox" :orientation "portrait")))))))))

(ert-deftest popsplit-test-questions-in-a-terminal ()
  "A question in words on a terminal: a child `emacs -nw' asks it, a key pressed answers it.
The child runs on a pseudo-terminal (no stand-in for `y-or-n-p'): it shows the
popover, taps outside it and prints what came of it to a file; this test reads
the terminal, presses n, then y, and reads the outcomes."
  (let* ((dir (make-temp-file "popsplit-tty" t))
         (scene (expand-file-name "popover-delegate.json" dir))
         (results (expand-file-name "results" dir))
         (init (expand-file-name "init.el" dir))
         (output ""))
    (copy-file (expand-file-name "examples/scenes/popover-delegate.json" popsplit-test-repo) scene)
    (with-temp-file init
      (insert ";; -*- lexical-binding: t; -*-\n")
      (prin1 `(progn
                (setq load-path ',load-path popsplit-command ',popsplit-command popsplit-questions 'ask)
                (require 'popsplit)
                (find-file ,scene)
                (popsplit-events)
                (defvar child-st popsplit--state)
                (defun child-say (what)
                  (write-region (format "%s\n" what) nil ,results t 'silent))
                (defun child-shown-p ()
                  (popsplit--node child-st "brushPopover"))
                (defun child-tap (then)
                  (popsplit--request child-st "touch/tap" (list :point [400 300])
                                     (lambda (_) (run-at-time 0.3 nil then))))
                (defun child-start ()
                  (if (not (popsplit--managed-p child-st))
                      (run-at-time 0.2 nil #'child-start)
                    (popsplit--request
                     child-st "popover/present"
                     (list :popover "brushPopover" :inView "tools" :fromRect [20 8 120 44])
                     (lambda (_)
                       (child-tap
                        (lambda ()
                          (child-say (format "after-first %s" (if (child-shown-p) "shown" "gone")))
                          ;; A line of # the prompt has none of: the terminal gets the next
                          ;; prompt whole (over itself it would be redrawn in part, or not at all).
                          (message "%s" (make-string 100 ?#))
                          (redisplay t)
                          (child-tap
                           (lambda ()
                             (child-say (mapconcat #'identity (reverse (popsplit--state-events child-st)) "|"))
                             (child-say (format "after-second %s" (if (child-shown-p) "shown" "gone")))
                             (kill-emacs 0)))))))))
                (run-at-time 0.2 nil #'child-start))
             (current-buffer)))
    (let ((child (make-process :name "emacs-nw" :connection-type 'pty :noquery t
                               :command (list "env" "TERM=xterm" (expand-file-name invocation-name invocation-directory)
                                              "-nw" "-Q" "-l" init)
                               :filter (lambda (_ text) (setq output (concat output text))))))
      (set-process-window-size child 40 120)
      (unwind-protect
          (cl-flet ((results () (and (file-exists-p results)
                                     (with-temp-buffer (insert-file-contents results) (buffer-string)))))
            ;; The question in words on the child's screen; n keeps the popover.
            (popsplit-test-wait "the first question on the terminal"
                                (lambda () (string-match-p (regexp-quote "Should popover brushPopover dismiss? (y or n)") output))
                                30)
            (process-send-string child "n")
            (popsplit-test-wait "the first outcome" (lambda () (string-match-p "after-first" (or (results) ""))) 30)
            (should (string-match-p "after-first shown" (results)))
            ;; Asked again, after the line of #: y lets it go.
            (popsplit-test-wait "the second question on the terminal"
                                (lambda () (let ((mark (cl-search "##########" output :from-end t)))
                                             (and mark (cl-search "Should popover brushPopover dismiss? (y or n)"
                                                                  output :start2 mark))))
                                30)
            (process-send-string child "y")
            (popsplit-test-wait "the second outcome" (lambda () (string-match-p "after-second" (or (results) ""))) 30)
            (should (string-match-p "after-second gone" (results)))
            ;; The events say so too: the answers given, the popover dismissed.
            (should (string-match-p "popoverControllerShouldDismissPopover:  answered no.*popoverControllerShouldDismissPopover:  answered yes.*popoverControllerDidDismissPopover:" (results))))
        (when (process-live-p child) (delete-process child))))))

(ert-deftest popsplit-test-settings-apply-at-once ()
  "A picture setting changed while a preview shows redraws it."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text) (popsplit-preview-size '(60 . 30)))
    (find-file (popsplit-test-example "navigation-drilldown.json"))
    (popsplit-preview)
    (let ((st popsplit--state))
      (popsplit-test-wait "the picture" (lambda () (equal '(60 . 30) (popsplit--state-grid st))))
      (setq popsplit-preview-size '(40 . 20))
      (popsplit-test-wait "the picture at the new size" (lambda () (equal '(40 . 20) (popsplit--state-grid st))))
      (should (equal (popsplit-test-render (popsplit-test-source-text) "text" '(40 . 20))
                     (popsplit-test-preview-text st))))))

(ert-deftest popsplit-test-auto-mode ()
  "`popsplit-auto-mode' follows scene documents in JSON major modes, by content, not other JSON."
  (popsplit-test-fresh)
  ;; Emacs 28 has js-mode for .json files (json-ts-mode comes with Emacs 29, json-mode from ELPA).
  (let ((auto-mode-alist (cons '("\\.json\\'" . js-mode) auto-mode-alist))
        (scene (expand-file-name "mail.json" popsplit-test-dir))
        (other (expand-file-name "package.json" popsplit-test-dir))
        (nested (expand-file-name "nested.json" popsplit-test-dir)))
    (copy-file (expand-file-name "examples/scenes/navigation-drilldown.json" popsplit-test-repo) scene t)
    (with-temp-file other (insert "{\"name\": \"app\", \"version\": \"1.0.0\"}\n"))
    (with-temp-file nested (insert "{\"config\": {\"popsplit\": 1}}\n"))
    (popsplit-auto-mode 1)
    (unwind-protect
        (progn
          (find-file scene)
          (should (derived-mode-p 'js-mode))
          (should popsplit-mode)
          (let ((st popsplit--state))
            (popsplit-test-wait "the scene" (lambda () (popsplit--managed-p st)))
            ;; It survives a revert in a JSON mode too.
            (revert-buffer t t)
            (should popsplit-mode)
            (should (eq st popsplit--state)))
          (find-file other)
          (should-not popsplit-mode)
          ;; Other buffers of the same major mode are not the popsplit server's.
          (should-not (eglot-managed-p))
          (find-file nested)
          (should-not popsplit-mode))
      (popsplit-auto-mode -1))))

(ert-deftest popsplit-test-svg-preview ()
  "Where Emacs shows SVG, the preview is the daemon's SVG as an inline image."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'svg))
    (find-file (popsplit-test-example "popover-settings-help.json"))
    (let* ((preview (popsplit-preview)) (st popsplit--state))
      (popsplit-test-wait "the picture" (lambda () (popsplit--state-picture st)))
      (with-current-buffer preview
        (let ((spec (get-text-property (point-min) 'display)))
          (should (eq 'image (car spec)))
          (should (eq 'svg (plist-get (cdr spec) :type)))
          (should (equal (popsplit-test-render (with-current-buffer (popsplit--state-buffer st)
                                                 (popsplit-test-source-text))
                                               "svg")
                         (plist-get (cdr spec) :data)))
          (should (string-match-p "data-id=\"newGameButton\"" (plist-get (cdr spec) :data)))))
      ;; Highlighting asks for the SVG with the node outlined.
      (setf (popsplit--state-highlight st) "newGameButton")
      (should (equal "newGameButton"
                     (plist-get (plist-get (popsplit--render-params st) :options) :highlight))))))

(ert-deftest popsplit-test-crash ()
  "A killed server is restarted, the document reopened in the state it had; it gives up in the end."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text) (popsplit-max-restarts 3))
    (find-file (popsplit-test-example "popover-settings-help.json"))
    (popsplit-preview)
    (let* ((st popsplit--state) (source (current-buffer)))
      (popsplit-test-wait "the picture" (lambda () (popsplit--state-picture st)))
      (should (string-prefix-p "landscape" (popsplit-test-preview-text st)))
      (popsplit-rotate "portrait")
      (popsplit-test-wait "portrait" (lambda () (string-prefix-p "portrait" (popsplit-test-preview-text st))))
      (popsplit--request st "popover/present" (list :popover "settingsPopover" :fromBarButtonItem "newGameButton")
                         #'ignore)
      (popsplit-test-wait "the popover" (lambda () (popsplit-test-layout-has st "settingsPopover")))
      ;; The snapshot kept of it holds the rotation and the popover.
      (popsplit-test-wait "the snapshot"
                          (lambda () (let ((snapshot (popsplit--state-snapshot st)))
                                       (and (equal "portrait" (plist-get snapshot :orientation))
                                            (cl-find "settingsPopover" (plist-get snapshot :presentations)
                                                     :key (lambda (p) (plist-get p :popover)) :test #'equal)))))
      (let ((old (popsplit-test-server-pid))
            (drawn (length (popsplit--state-history-drawn st))))
        (signal-process old 'SIGKILL)
        (popsplit-test-wait "the message that it stopped"
                            (lambda () (popsplit-test-said "popsplit lsp stopped (signal 9); restarting it")))
        (popsplit-test-wait "the message that it is back"
                            (lambda () (popsplit-test-said "restarted popsplit lsp; reopened 1 document")))
        (popsplit-test-wait "a new picture" (lambda () (> (length (popsplit--state-history-drawn st)) drawn)))
        (should (/= old (popsplit-test-server-pid)))
        (should (eglot-managed-p))
        ;; The scene is back in the state it had: portrait, the popover showing.
        (popsplit-test-wait "the state restored" (lambda () (popsplit-test-said "restored the state of")))
        (popsplit-test-wait "the restored picture"
                            (lambda () (and (string-prefix-p "portrait" (popsplit-test-preview-text st))
                                            (popsplit-test-layout-has st "settingsPopover"))))
        (should (equal "portrait" (plist-get (popsplit--state-layout st) :orientation))))
      ;; It keeps following the buffer.
      (with-current-buffer source
        (goto-char (point-min))
        (search-forward "Score: 0")
        (replace-match "Punkte: 0"))
      (popsplit-test-wait "the edit after the restart" (lambda () (popsplit-test-synced st)))
      (should (equal "Punkte: 0" (plist-get (plist-get (popsplit--node st "scoreLabel") :attributes) :title)))
      (should (string-prefix-p "portrait" (popsplit-test-preview-text st)))
      ;; Killed again and again: it gives up, and popsplit-restart brings it back.
      (setq popsplit-messages nil)
      (let (killed)
        (dotimes (i 3)
          (popsplit-test-wait (format "a daemon with the document (%d)" i)
                              (lambda () (and (popsplit--managed-p st)
                                              (not (eql killed (popsplit-test-server-pid))))))
          (setq killed (popsplit-test-server-pid))
          (signal-process killed 'SIGKILL)
          (popsplit-test-wait (format "death %d noticed" i)
                              (lambda () (= (1+ i) (cl-count-if (lambda (m) (string-match-p "popsplit lsp stopped" m))
                                                                popsplit-messages))))))
      (popsplit-test-wait "giving up" (lambda () (popsplit-test-said "gave up after 3 restarts")))
      (accept-process-output nil 0.2)
      (should (null (popsplit--live-server)))
      (let ((drawn (length (popsplit--state-history-drawn st))))
        (popsplit-restart)
        (popsplit-test-wait "a picture again" (lambda () (> (length (popsplit--state-history-drawn st)) drawn))))
      (popsplit-test-wait "the state restored again"
                          (lambda () (and (string-prefix-p "portrait" (popsplit-test-preview-text st))
                                          (equal "Punkte: 0" (plist-get (plist-get (popsplit--node st "scoreLabel")
                                                                                   :attributes)
                                                                        :title))
                                          (popsplit-test-layout-has st "settingsPopover")))))))

(ert-deftest popsplit-test-no-such-program ()
  "A `popsplit-command' naming no program: a clear message, no server, nothing broken."
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text)
        (popsplit-command (list (expand-file-name "no-such-popsplit" popsplit-test-dir) "lsp")))
    (find-file (popsplit-test-example "navigation-drilldown.json"))
    (popsplit-preview)
    (should (popsplit-test-said "cannot start .*no-such-popsplit lsp: no such program"))
    (should (null (popsplit--live-server)))
    (should popsplit-mode)
    (should-not (eglot-managed-p))))

;;; Typing

(defun popsplit-test-typing-plan ()
  "The bursts of keystrokes of editors/tests/typing-plan.py."
  (let ((bursts nil) (burst nil))
    (dolist (line (process-lines "python3" (expand-file-name "editors/tests/typing-plan.py" popsplit-test-repo)))
      (if (string-empty-p line)
          (progn (push (nreverse burst) bursts) (setq burst nil))
        (push (if (equal line "SPACE") " " line) burst)))
    (nreverse bursts)))

(ert-deftest popsplit-test-typing ()
  "200 keystrokes in bursts: the preview ends on the last; nothing lost, reordered or waited for.
Eglot sends each change (didChange) `popsplit-debounce' after it; a render
follows each new layout, at most one on its way."
  :tags '(typing)
  (popsplit-test-fresh)
  (let ((popsplit-preview-format 'text)
        (popsplit-command (if (> popsplit-test-slow-ms 0)
                              (list "python3" (expand-file-name "editors/tests/slow-daemon.py" popsplit-test-repo)
                                    (number-to-string (/ popsplit-test-slow-ms 1000.0)) popsplit-test-binary "lsp")
                            popsplit-command)))
    (find-file (popsplit-test-example "navigation-drilldown.json"))
    (goto-char (point-min))
    (search-forward "\"Quarterly report\"")
    (replace-match "\"\"")
    (let* ((st (progn (popsplit-preview) popsplit--state))
           (start (1- (point)))
           (plan (popsplit-test-typing-plan))
           (gc-before gc-elapsed) (gcs-before gcs-done)
           (typed "") (keys 0) (cost-max 0) (while-busy 0)
           (lag-max 0) (probes 0) (last-probe (float-time))
           (probe (run-with-timer 0.005 0.005
                                  (lambda ()
                                    (let ((now (float-time)))
                                      (setq lag-max (max lag-max (- now last-probe 0.005))
                                            last-probe now probes (1+ probes)))))))
      (popsplit-test-wait "the first picture" (lambda () (popsplit--state-picture st)) 30)
      (setq last-probe (float-time) lag-max 0)
      (unwind-protect
          (dolist (burst plan)
            (dolist (key burst)
              (let ((t0 (float-time)) (gc0 gc-elapsed))
                (goto-char (+ start (length typed)))
                (if (equal key "BS")
                    (progn (delete-char -1) (setq typed (substring typed 0 -1)))
                  (insert key)
                  (setq typed (concat typed key)))
                ;; Emacs's own garbage collections are not waiting on the server.
                (setq cost-max (max cost-max (- (float-time) t0 (- gc-elapsed gc0)))))
              (cl-incf keys)
              (when (popsplit--state-inflight st) (cl-incf while-busy))
              (accept-process-output nil 0.008))
            (let ((until (+ (float-time) 0.08)))
              (while (< (float-time) until) (accept-process-output nil 0.01))))
        (cancel-timer probe))
      (should (= keys 200))
      (let ((final (with-current-buffer (popsplit--state-buffer st)
                     (popsplit--flush st)
                     eglot--versioned-identifier)))
        (popsplit-test-wait "the last keystroke in the preview"
                            (lambda () (and (popsplit-test-synced st)
                                            (= (popsplit--state-text-drawn st) final)))
                            60)
        (should (string-match-p (regexp-quote (concat "\"" typed "\"")) (popsplit-test-source-text)))
        (should (equal (popsplit-test-render (popsplit-test-source-text) "text" (popsplit--state-grid st))
                       (popsplit-test-preview-text st)))
        (should (string-match-p (regexp-quote (string-trim typed)) (popsplit-test-preview-text st)))
        ;; Nothing reordered: each picture drawn is of a newer layout and no older text.
        (let ((drawn (reverse (popsplit--state-history-drawn st))))
          (cl-loop for (a b) on drawn while b
                   do (should (and (< (nth 0 a) (nth 0 b)) (<= (nth 1 a) (nth 1 b)))))
          (should (= final (nth 1 (car (last drawn)))))
          (popsplit-test-wait "no diagnostics" (lambda () (null (flymake-diagnostics))))
          (message "     %d keystrokes; document version %d; %d pictures drawn (%d dropped as older); %d keystrokes while a render was on its way; slowest keystroke %.2f ms (garbage collection aside); timer lag at most %.1f ms; gc %.1f ms in %d collections"
                   keys final (length drawn) (popsplit--state-dropped st) while-busy (* 1000 cost-max) (* 1000 lag-max)
                   (* 1000 (- gc-elapsed gc-before)) (- gcs-done gcs-before))
          ;; Never waiting.
          (should (< cost-max 0.025))
          (should (< lag-max 0.15))
          (should (> probes 50))
          (when (> popsplit-test-slow-ms 0) (should (> while-busy 20))))))))

(provide 'popsplit-test)
;;; popsplit-test.el ends here
