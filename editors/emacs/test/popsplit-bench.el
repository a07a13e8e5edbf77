;;; popsplit-bench.el --- Keystroke-to-preview benchmark of popsplit.el  -*- lexical-binding: t; -*-

;;; Commentary:

;; scripts/editors-bench.sh runs it: on the 200-node scene ($POPSPLIT_BENCH_SCENE), N single
;; keystrokes into row 5's subject, each timed from the edit to the preview buffer holding its
;; picture (text, 96 x 48).  Prints `emacs p50 P p99 P n N' (milliseconds).  The language
;; server is `$POPSPLIT lsp' under Debian's eglot (elpa-eglot).

;;; Code:

(dolist (dir (append (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/eglot-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/project-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/xref-*")
                     (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/seq-*")))
  (add-to-list 'load-path dir))
(require 'popsplit)

(let* ((scene (getenv "POPSPLIT_BENCH_SCENE"))
       (n (string-to-number (or (getenv "POPSPLIT_BENCH_N") "200")))
       (debounce (string-to-number (or (getenv "POPSPLIT_BENCH_DEBOUNCE_MS") "20")))
       (popsplit-command (list (getenv "POPSPLIT") "lsp"))
       (popsplit-preview-format 'text)
       (popsplit-preview-size '(96 . 48))
       (popsplit-debounce (/ debounce 1000.0))
       (inhibit-message t)
       times)
  (cl-flet ((wait (pred)
              (let ((deadline (+ (float-time) 20)))
                (while (and (not (funcall pred)) (< (float-time) deadline))
                  (accept-process-output nil 0.001))
                (unless (funcall pred) (error "Timed out")))))
    (find-file scene)
    (popsplit-preview)
    (let ((st popsplit--state))
      (wait (lambda () (popsplit--state-picture st)))
      (popsplit--request st "popover/present"
                         (list :popover "foldersPopover" :fromBarButtonItem "mailboxesItem"
                               :animated :json-false)
                         #'ignore)
      (wait (lambda () (and (string-match-p "Mailboxes" (popsplit--state-picture st))
                            (> (length (plist-get (popsplit--state-layout st) :nodes)) 190))))
      (goto-char (point-min))
      (search-forward "\"Lunch on Friday")
      (let ((pos (point)))
        (dotimes (i n)
          (let ((until (+ (float-time) 0.03)))
            (while (< (float-time) until) (accept-process-output nil 0.005)))
          (let ((t0 (float-time)))
            (goto-char pos)
            (if (cl-evenp i) (insert "?") (delete-char 1))
            ;; Drawn: the picture of the document version with this keystroke.
            (let ((version eglot--versioned-identifier))
              (wait (lambda () (>= (popsplit--state-text-drawn st) version))))
            (push (* 1000 (- (float-time) t0)) times))))
      (setq times (sort times #'<))
      (let ((pct (lambda (p) (nth (max 0 (1- (ceiling (* (length times) p)))) times))))
        (princ (format "emacs nodes %d debounce %d p50 %.1f p99 %.1f n %d\n"
                       (length (plist-get (popsplit--state-layout st) :nodes)) debounce
                       (funcall pct 0.5) (funcall pct 0.99) (length times)))))))

(provide 'popsplit-bench)
;;; popsplit-bench.el ends here
