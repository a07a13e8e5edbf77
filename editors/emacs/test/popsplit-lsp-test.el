;;; popsplit-lsp-test.el --- `popsplit lsp' under Emacs's eglot  -*- lexical-binding: t; -*-

;;; Commentary:

;; emacs --batch -Q -l ert -l editors/emacs/test/popsplit-lsp-test.el -f ert-run-tests-batch-and-exit
;; Debian's eglot (elpa-eglot) attaches to the language server ($POPSPLIT lsp, default
;; .build/debug/popsplit under $POPSPLIT_REPO or the current directory) as any Emacs user's
;; configuration would make it: diagnostics through Flymake as the buffer is edited, a definition
;; through xref, the symbols through imenu, a key through completion-at-point.  popsplit.el is
;; not loaded.

;;; Code:

(require 'ert)
(require 'cl-lib)
;; Debian's elpa packages, as `emacs -Q' does not load site-start: eglot and the newer
;; project, xref and seq it asks for.
(dolist (dir (append (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/eglot-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/project-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/xref-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/seq-*")))
  (add-to-list 'load-path dir))
(require 'eglot)
(require 'imenu)

(defvar popsplit-lsp-test-repo
  (file-name-as-directory (or (getenv "POPSPLIT_REPO") default-directory)))
(defvar popsplit-lsp-test-binary
  (or (getenv "POPSPLIT") (expand-file-name ".build/debug/popsplit" popsplit-lsp-test-repo)))
(defvar popsplit-lsp-test-dir (make-temp-file "popsplit-eglot-test" t))

(define-derived-mode popsplit-lsp-test-mode js-mode "Scene"
  "A major mode for scene documents, as a user would give eglot one.")
(add-to-list 'eglot-server-programs `(popsplit-lsp-test-mode . (,popsplit-lsp-test-binary "lsp")))
(setq eglot-send-changes-idle-time 0.05
      flymake-no-changes-timeout 0.05)

(defun popsplit-lsp-test-wait (what pred &optional timeout)
  "Run the event loop until PRED holds; fail naming WHAT after TIMEOUT seconds (10)."
  (let ((deadline (+ (float-time) (or timeout 10))))
    (while (and (not (funcall pred)) (< (float-time) deadline))
      (accept-process-output nil 0.01))
    (unless (funcall pred)
      (ert-fail (format "timed out waiting for %s" what)))))

(defun popsplit-lsp-test-open ()
  "Visit a copy of the navigation example with eglot connected; return its buffer."
  (let ((file (expand-file-name "navigation-drilldown.json" popsplit-lsp-test-dir)))
    (copy-file (expand-file-name "examples/scenes/navigation-drilldown.json" popsplit-lsp-test-repo) file t)
    (with-current-buffer (find-file-noselect file)
      (popsplit-lsp-test-mode)
      (apply #'eglot--connect (eglot--guess-contact))
      (popsplit-lsp-test-wait "eglot to manage the buffer" (lambda () (eglot-managed-p)))
      (flymake-start)
      (current-buffer))))

(defun popsplit-lsp-test-errors ()
  "The Flymake errors of the current buffer (eglot gives errors its own type, `eglot-error')."
  (cl-remove-if-not (lambda (d) (memq (flymake-diagnostic-type d) '(:error eglot-error))) (flymake-diagnostics)))

(defun popsplit-lsp-test-send-changes ()
  "Send the buffer's changes now, as eglot's idle timer would.
In batch mode Emacs is never idle, so idle timers do not run."
  (eglot--signal-textDocument/didChange))

(defun popsplit-lsp-test-goto (text &optional offset)
  "Move point to the first TEXT in the buffer, OFFSET characters into it."
  (goto-char (point-min))
  (search-forward text)
  (goto-char (+ (match-beginning 0) (or offset 0))))

(ert-deftest popsplit-lsp-test-eglot ()
  "Eglot attaches to popsplit lsp: diagnostics, a definition, the symbols, a key completed."
  (let ((buffer (popsplit-lsp-test-open)))
    (unwind-protect
        (with-current-buffer buffer
          (should (equal "popsplit" (plist-get (eglot--server-info (eglot-current-server)) :name)))
          ;; A typo: Flymake shows the server's diagnostic where the key is.
          (popsplit-lsp-test-goto "\"title\": \"Inbox\"" 1)
          (delete-char 5)
          (insert "titel")
          (popsplit-lsp-test-send-changes)
          (popsplit-lsp-test-wait "the unknown-key diagnostic" (lambda () (popsplit-lsp-test-errors)))
          (let ((diagnostic (car (popsplit-lsp-test-errors))))
            (should (string-match-p (regexp-quote "unknown key \"titel\" (did you mean \"title\"?)")
                                    (flymake-diagnostic-text diagnostic)))
            (should (equal (buffer-substring (flymake-diagnostic-beg diagnostic)
                                             (flymake-diagnostic-end diagnostic))
                           "\"titel\"")))
          ;; Fixed: the diagnostic goes.
          (popsplit-lsp-test-goto "\"titel\"" 1)
          (delete-char 5)
          (insert "title")
          (popsplit-lsp-test-send-changes)
          (popsplit-lsp-test-wait "no diagnostic once fixed" (lambda () (null (popsplit-lsp-test-errors))))
          ;; Go to definition: from a row's push to the controller it names.
          (popsplit-lsp-test-goto "\"push\": \"message\"" 10)
          (xref-find-definitions (xref-backend-identifier-at-point (xref-find-backend)))
          (popsplit-lsp-test-wait "point on the declaration"
                                  (lambda () (looking-at-p "\"message\",\n      \"title\"")))
          ;; The symbols, through imenu (eglot groups them by kind): the controllers under
          ;; "Class", the root's child nested in it, the segue under "Event".
          (let ((index (funcall imenu-create-index-function)))
            (should (equal '("Class" "Field" "Object" "Event") (mapcar #'car index)))
            (should (equal '("mail" "mail" "message" "thread") (mapcar #'car (cdr (assoc "Class" index)))))
            (should (assoc "inbox" (cdr (assoc "mail" (cdr (assoc "Class" index))))))
            (should (equal '("toThread") (mapcar #'car (cdr (assoc "Event" index))))))
          ;; Completion of a key being typed in a controller.
          (popsplit-lsp-test-goto "\"title\": \"Inbox\"")
          (insert "\"supp\": 1, ")
          (popsplit-lsp-test-send-changes)
          (popsplit-lsp-test-goto "\"supp\"" 5)
          (let* ((capf (eglot-completion-at-point))
                 (labels (all-completions "" (nth 2 capf))))
            (should (member "supportedOrientations" labels))
            (should-not (member "title" labels)))
          (set-buffer-modified-p nil))
      (let ((server (with-current-buffer buffer (eglot-current-server))))
        (when server (eglot-shutdown server)))
      (kill-buffer buffer))))

(provide 'popsplit-lsp-test)
;;; popsplit-lsp-test.el ends here
