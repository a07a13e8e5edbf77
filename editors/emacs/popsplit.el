;;; popsplit.el --- Live iPad previews of popsplit scene documents  -*- lexical-binding: t; -*-

;; Copyright (C) 2026 The popsplit authors

;; Author: The popsplit authors
;; Maintainer: The popsplit authors
;; Version: 0.2.0
;; Package-Requires: ((emacs "28.1") (eglot "1.9"))
;; Keywords: tools, languages
;; URL: https://github.com/popsplit/popsplit

;; This file is not part of GNU Emacs.

;;; Commentary:

;; popsplit is a daemon holding a live model of iPad UIKit presentation (popovers, navigation,
;; split views, rotation ...).  Its language server, `popsplit lsp', runs under Eglot for the
;; scene documents this package follows: Eglot sends the text as you type and shows what LSP
;; has words for (diagnostics through Flymake, definitions and references through xref, hover
;; through ElDoc, the outline through imenu, completion-at-point, quick fixes).  This package
;; adds, over the server's popsplit extensions, what LSP has no notion of:
;;
;; - `popsplit-preview' shows the iPad in a side window: the SVG picture inline in graphical Emacs,
;;   the text picture in a terminal; redrawn after each new layout the server sends;
;; - `popsplit-browse' opens the preview page in a browser;
;; - `popsplit-rotate', `popsplit-tap' (at a point), `popsplit-tap-node' (a layout node by its
;;   id, completed), `popsplit-events' (a buffer streaming the delegate and lifecycle events)
;;   and `popsplit-jump' (in the document: highlight the node declared at point; in the
;;   preview: go to the declaration of the node under point);
;; - the delegate's questions, answered as `popsplit-questions' says (in words with `ask').
;;
;; When the server dies it is started again (at most `popsplit-max-restarts' times in
;; `popsplit-restart-window' seconds), every document is opened again and put back in the state
;; it had.
;;
;; Start with M-x popsplit-preview in a scene document (examples/scenes/*.json).

;;; Code:

(require 'cl-lib)
(require 'eglot)
(require 'jsonrpc)
(require 'flymake)
(require 'subr-x)
(require 'browse-url)

(defgroup popsplit nil
  "Live iPad previews of popsplit scene documents."
  :group 'tools
  :prefix "popsplit-")

(defcustom popsplit-command '("popsplit" "lsp")
  "The language server's command line: a list, the program first.
The program is looked up on `exec-path' unless it is an absolute file name,
e.g. (\"/home/me/popsplit/.build/debug/popsplit\" \"lsp\")."
  :type '(repeat string))

(defcustom popsplit-debounce 0.02
  "Seconds between the last change of a buffer and Eglot sending it.
Eglot alone waits for `eglot-send-changes-idle-time' of idleness; a scene
document's changes go this soon, so the preview follows the typing."
  :type 'number)

(defcustom popsplit-preview-format 'auto
  "How `popsplit-preview' draws the iPad.
`auto': the SVG picture where Emacs can show SVG images (graphical Emacs with
librsvg), else the text picture; `svg' or `text' to choose."
  :type '(choice (const auto) (const svg) (const text)))

(defcustom popsplit-preview-size nil
  "A fixed text grid (COLUMNS . ROWS), each 8 to 400, or nil to fit the window."
  :type '(choice (const nil) (cons integer integer)))

(defcustom popsplit-preview-fit 'aspect
  "How the text picture fills the preview window.
`aspect' keeps the iPad's proportions (a character is about twice as tall as
wide); `window' uses every cell of the window."
  :type '(choice (const aspect) (const window)))

(defcustom popsplit-theme 'light
  "The SVG picture's theme: `light' (iOS 6's look) or `dark'."
  :type '(choice (const light) (const dark)))

(defcustom popsplit-questions 'default
  "How the delegate's questions are answered.
`default': the daemon's documented default answers; `yes' or `no' for every
yes-or-no question; `ask': a `y-or-n-p' prompt in words each time.  Read at
each question, so a change applies at once."
  :type '(choice (const default) (const yes) (const no) (const ask)))

(defcustom popsplit-question-timeout 60
  "Seconds the server waits for an answer before the question's default applies.
Sent when the server starts (`questionTimeoutMs')."
  :type 'number)

(defcustom popsplit-browse-function #'browse-url
  "The function `popsplit-browse' calls with the preview page's URL."
  :type 'function)

(defcustom popsplit-max-restarts 5
  "How many times the server is restarted in `popsplit-restart-window' at most.
After that it stays stopped until \[popsplit-restart]."
  :type 'integer)

(defcustom popsplit-restart-window 180
  "Seconds over which `popsplit-max-restarts' counts."
  :type 'integer)

(defcustom popsplit-max-events 5000
  "Lines kept in each scene's event history (`popsplit-events')."
  :type 'integer)

(defcustom popsplit-jsonrpc-log-size 0
  "Characters of JSON-RPC traffic kept in the server's Eglot events buffer.
0 keeps nothing (the default: logging every picture costs time), nil keeps
everything (for debugging: \\[eglot-events-buffer])."
  :type '(choice (const nil) integer))

(defcustom popsplit-auto-modes '(json-mode json-ts-mode js-json-mode js-mode javascript-mode)
  "Major modes whose scene documents `popsplit-auto-mode' follows.
A buffer in one of them (or a mode derived from one) is a scene document
when its file name ends in .popsplit.json or its text has a top-level
\"popsplit\": 1 near the start."
  :type '(repeat symbol))

(defface popsplit-node-highlight
  '((t :inherit isearch))
  "Face of the highlighted node in the text preview.")

;;; State

(cl-defstruct (popsplit--state (:constructor popsplit--state-create) (:copier nil))
  "A scene document: its buffer, preview and events buffers, and what they show.
URI names the document to the server, SCENE its scene there.  LAYOUT is the
newest layout; LAYOUT-LATEST its version, LAYOUT-DRAWN the version of the
picture shown and TEXT-DRAWN the document version (Eglot's) the server had
when it drew it.  INFLIGHT: a render is on its way.  SNAPSHOT: the scene's
state, kept for a restart; RESTORE: it is due.  EPOCH counts the scene's
openings: replies of an earlier one are dropped."
  buffer uri scene (inflight nil) (need-render nil) (text-drawn -1)
  (layout-drawn 0) (layout-latest 0) layout picture grid format
  preview-buffer events-buffer (events nil) (event-count 0)
  flush-timer highlight page url (waiters nil) (history-drawn nil) (dropped 0)
  snapshot (restore nil) (restoring nil) snapshot-timer (epoch 0))

(defclass popsplit-eglot-server (eglot-lsp-server)
  ((ready :initform nil :accessor popsplit--server-ready
          :documentation "Non-nil once the server answered `initialize'."))
  :documentation "`popsplit lsp' under Eglot, with popsplit's extensions (protocol.md 14.1).")

(defvar popsplit--server nil "The running (or starting) `popsplit-eglot-server'.")
(defvar popsplit--restarts nil "Times (floats) of recent restarts.")
(defvar popsplit--gave-up nil "Non-nil once the server died too often.")
(defvar popsplit--states nil "The scene documents followed.")
(defvar popsplit-messages nil "What popsplit said, newest first (the tests read it).")
(defvar popsplit-draw-functions nil "Functions called with a state after its preview is drawn.")
(defvar popsplit-last-jump nil "The last jump: (source NODE) or (preview LINE COLUMN).")
(defvar popsplit-last-tap nil "The last tap's result.")
(defvar popsplit-last-url nil "The last preview page opened.")

(defvar-local popsplit--state nil "The scene of this source buffer.")
(defvar-local popsplit--owner nil "In a preview or events buffer: the scene it shows.")

(defun popsplit--say (format-string &rest args)
  "Show and remember a message made of FORMAT-STRING and ARGS."
  (let ((text (apply #'format format-string args)))
    (push text popsplit-messages)
    (message "popsplit: %s" text)))

;;; Positions: LSP's (zero-based line, UTF-16 character) <-> buffer positions.
;; Eglot 1.9 offers no position encoding, so the server counts in UTF-16.

(defun popsplit--position (line character)
  "The position of LINE (zero-based) and UTF-16 CHARACTER in this buffer."
  (save-excursion
    (save-restriction
      (widen)
      (goto-char (point-min))
      (forward-line line)
      (let ((pos (point)) (eol (line-end-position)) (units 0))
        ;; Characters beyond U+FFFF count twice.
        (while (and (< pos eol) (< units character))
          (setq units (+ units (if (> (char-after pos) #xFFFF) 2 1)))
          (setq pos (1+ pos)))
        pos))))

(defun popsplit--character (pos)
  "POS as a UTF-16 character offset on its line."
  (save-excursion
    (goto-char pos)
    (cl-loop for p from (line-beginning-position) below pos
             sum (if (> (char-after p) #xFFFF) 2 1))))

;;; The server

(defun popsplit--live-server ()
  "The running server, or nil."
  (and popsplit--server (jsonrpc-running-p popsplit--server) popsplit--server))

(defun popsplit--ready-server ()
  "The running server once it answered `initialize', or nil."
  (let ((server (popsplit--live-server)))
    (and server (popsplit--server-ready server) server)))

(cl-defmethod eglot-client-capabilities :around ((_server popsplit-eglot-server))
  "Eglot's capabilities and popsplit's: scene notifications, questions.
Every question is asked: `popsplit-questions' is read at each one, and
`default' answers null (the daemon's default applies)."
  (append (cl-call-next-method)
          (list :popsplit
                (list :sceneNotifications t :layoutMode "full" :delegateQuestions t
                      :questionTimeoutMs (max 1 (round (* 1000 popsplit-question-timeout)))))))

(defun popsplit--start ()
  "Start the server in the background unless it runs or gave up.
Eglot connects it; `popsplit--connected' opens the documents then."
  (cond ((popsplit--live-server))
        (popsplit--gave-up nil)
        ((not (executable-find (car popsplit-command)))
         (popsplit--say "cannot start %s: no such program (see `popsplit-command')"
                        (string-join popsplit-command " "))
         nil)
        (t
         (condition-case err
             (let ((eglot-sync-connect nil)
                   (eglot-events-buffer-size popsplit-jsonrpc-log-size)
                   (inhibit-message t))
               ;; The managed "mode" is the minor mode, never a buffer's major mode: Eglot
               ;; manages only the buffers this package hands it (`popsplit--manage'), never
               ;; other buffers of their major mode.
               (eglot--connect '(popsplit-mode) `(transient . ,(expand-file-name default-directory))
                               'popsplit-eglot-server popsplit-command "json")
               popsplit--server)
           (error (popsplit--say "cannot start %s: %s" (string-join popsplit-command " ")
                                 (error-message-string err))
                  nil)))))

(defun popsplit--created (server)
  "Keep SERVER (from `eglot-server-initialized-hook') and watch its process."
  (when (cl-typep server 'popsplit-eglot-server)
    (setq popsplit--server server)
    ;; Before jsonrpc.el's sentinel, which may signal (Eglot's "Server died" when the
    ;; process ends before it answered `initialize').
    (add-function :before (process-sentinel (jsonrpc--process server))
                  (lambda (process _change)
                    (unless (process-live-p process) (popsplit--died server process))))))

(add-hook 'eglot-server-initialized-hook #'popsplit--created)

(defun popsplit--connected (server)
  "SERVER answered `initialize' (from `eglot-connect-hook'): open every document."
  (when (and (cl-typep server 'popsplit-eglot-server) (eq server popsplit--server))
    ;; This package restarts the server itself, counting the restarts.
    (let ((inhibit (eglot--inhibit-autoreconnect server)))
      (when (timerp inhibit) (cancel-timer inhibit)))
    (setf (eglot--inhibit-autoreconnect server) t
          (popsplit--server-ready server) t)
    (dolist (st popsplit--states) (popsplit--manage st))
    (mapc #'popsplit--manage-companion (popsplit--companion-buffers))))

(add-hook 'eglot-connect-hook #'popsplit--connected)

(defun popsplit--manage (st)
  "Hand ST's buffer to the server: Eglot opens it (didOpen) and follows it.
Then what waited for it runs, a restore due is sent and the preview drawn."
  (let ((server (popsplit--ready-server)) (buffer (popsplit--state-buffer st)))
    (when (and server (buffer-live-p buffer))
      (with-current-buffer buffer
        (unless (and eglot--managed-mode (eq eglot--cached-server server))
          (when eglot--managed-mode (eglot--managed-mode-off))
          (setq eglot--cached-server server)
          (eglot--maybe-activate-editing-mode))
        (when eglot--managed-mode
          (setf (popsplit--state-uri st) (plist-get (eglot--TextDocumentIdentifier) :uri))))
      (when (popsplit--managed-p st)
        (when (popsplit--state-restore st) (popsplit--send-restore st))
        (let ((waiters (reverse (popsplit--state-waiters st))))
          (setf (popsplit--state-waiters st) nil)
          (mapc #'funcall waiters))
        (popsplit--want-render st)))))

(defun popsplit--managed-p (st)
  "Non-nil when ST's buffer is open in the running server."
  (let ((server (popsplit--ready-server)) (buffer (popsplit--state-buffer st)))
    (and server (buffer-live-p buffer)
         (with-current-buffer buffer (and eglot--managed-mode (eq eglot--cached-server server))))))

(defun popsplit--stderr-tail (server)
  "SERVER's last line on standard error."
  (let ((buffer (ignore-errors (jsonrpc-stderr-buffer server))))
    (if (not (buffer-live-p buffer)) ""
      (with-current-buffer buffer
        (let ((lines (split-string (buffer-string) "\n" t "[ \t]+")))
          (or (car (last (cl-remove-if (lambda (l) (string-prefix-p "Process " l)) lines))) ""))))))

(defun popsplit--died (server process)
  "SERVER's PROCESS ended.  Unless it was shut down on purpose, start it again.
Not more than `popsplit-max-restarts' times in `popsplit-restart-window'."
  (when (eq server popsplit--server)
    (setq popsplit--server nil)
    (dolist (st popsplit--states)
      (setf (popsplit--state-inflight st) nil (popsplit--state-restoring st) nil
            (popsplit--state-layout-drawn st) 0 (popsplit--state-layout-latest st) 0)
      (cl-incf (popsplit--state-epoch st)))
    (unless (eglot--shutdown-requested server)
      (let* ((said (format "popsplit lsp stopped (%s %d)"
                           (if (eq (process-status process) 'signal) "signal" "exit status")
                           (process-exit-status process)))
             (tail (popsplit--stderr-tail server))
             (now (float-time)))
        (unless (string-empty-p tail) (setq said (concat said ": " tail)))
        (setq popsplit--restarts
              (cl-remove-if (lambda (time) (>= (- now time) popsplit-restart-window)) popsplit--restarts))
        (if (>= (length popsplit--restarts) popsplit-max-restarts)
            (progn
              (setq popsplit--gave-up t)
              (popsplit--say "%s; gave up after %d restarts in %d s: M-x popsplit-restart starts it again"
                             said (length popsplit--restarts) popsplit-restart-window))
          (push now popsplit--restarts)
          (popsplit--say "%s; restarting it" said)
          (run-at-time 0.05 nil #'popsplit--restart-now))))))

(defun popsplit--restart-now ()
  "Start the server again; the documents are opened and put back as they were."
  (when (and (null popsplit--server) popsplit--states)
    (let ((count 0))
      (dolist (st popsplit--states)
        (cl-incf count)
        (setf (popsplit--state-restore st) (and (popsplit--state-snapshot st) t)))
      (let ((default-directory (popsplit--start-directory)))
        (when (popsplit--start)
          (popsplit--say "restarted popsplit lsp; reopened %d document%s" count (if (= count 1) "" "s")))))))

(defun popsplit--start-directory ()
  "Where the server starts: the directory of the first document followed."
  (let ((buffer (cl-find-if #'buffer-live-p (mapcar #'popsplit--state-buffer popsplit--states))))
    (if buffer (buffer-local-value 'default-directory buffer) default-directory)))

;;;###autoload
(defun popsplit-restart ()
  "Start the server again and reopen every scene document.
For a server that gave up, or to pick up a new binary."
  (interactive)
  (setq popsplit--gave-up nil popsplit--restarts nil)
  (popsplit-stop)
  (popsplit--restart-now))

(defun popsplit-stop ()
  "Stop the server (shutdown, exit)."
  (interactive)
  (let ((server (popsplit--live-server)))
    (setq popsplit--server nil)
    (when server
      (let ((inhibit-message t))
        (ignore-errors (eglot-shutdown server nil 1))))))

(defconst popsplit--reading-methods
  '("scene/render" "scene/layout" "scene/snapshot" "scene/locate" "scene/nodeAt"
    "preview/start" "preview/highlight")
  "Daemon methods that change nothing of a scene's state: no snapshot after them.")

(defun popsplit--request (st method params on-success &optional on-error)
  "Run daemon METHOD with PARAMS on ST's scene (`popsplit/request').
ON-SUCCESS gets the result, ON-ERROR the error (returning nil shows it).
The server gets the buffer's pending changes first; a request made while the
server starts waits for it.  Replies about a scene since closed (a revert, a
restart) are dropped."
  (if (not (popsplit--managed-p st))
      (if (and (buffer-live-p (popsplit--state-buffer st)) (popsplit--start))
          (push (lambda () (popsplit--request st method params on-success on-error))
                (popsplit--state-waiters st))
        (unless (and on-error (funcall on-error (list :code -32099 :message "popsplit lsp is not running")))
          (popsplit--say "%s: popsplit lsp is not running" method)))
    (let ((server (popsplit--ready-server)) (epoch (popsplit--state-epoch st)))
      (with-current-buffer (popsplit--state-buffer st) (eglot--signal-textDocument/didChange))
      (jsonrpc-async-request
       server 'popsplit/request
       (list :textDocument (list :uri (popsplit--state-uri st)) :method method
             :params (or params (make-hash-table)))
       :success-fn (lambda (result)
                     (when (= epoch (popsplit--state-epoch st))
                       (unless (member method popsplit--reading-methods)
                         (popsplit--schedule-snapshot st))
                       (funcall on-success result)))
       :error-fn (lambda (err)
                   ;; -1: jsonrpc.el's "Server died"; `popsplit--died' follows.
                   (when (and (= epoch (popsplit--state-epoch st)) (not (eql (plist-get err :code) -1)))
                     (unless (and on-error (funcall on-error err))
                       (if (eql (plist-get err :code) -32601)
                           ;; A server older than the popsplit extensions (protocol.md 14.1).
                           (popsplit--say "%s has no popsplit/request: update popsplit"
                                          (string-join popsplit-command " "))
                         (popsplit--say "%s: %s" method (plist-get err :message))))))
       :timeout-fn (lambda ()
                     (when on-error (funcall on-error (list :code -32099 :message "timed out"))))
       :timeout 86400))))

;;; Storyboards and nibs

(defconst popsplit--companion-suffix ".popsplit.json"
  "What a companion document's file name adds to its storyboard's or nib's.")

(defun popsplit--format-of (file)
  "\"storyboard\" or \"xib\" when FILE's name ends so (any case), else nil."
  (when file
    (let ((case-fold-search t))
      (cond ((string-match-p "\\.storyboard\\'" file) "storyboard")
            ((string-match-p "\\.xib\\'" file) "xib")))))

(defun popsplit--companion-owner (file)
  "The storyboard or nib whose companion document FILE is, else nil."
  (when (and file (string-suffix-p popsplit--companion-suffix file))
    (let ((owner (substring file 0 (- (length popsplit--companion-suffix)))))
      (and (popsplit--format-of owner) owner))))

(defun popsplit--companion-buffers ()
  "The live buffers visiting a storyboard's or nib's companion document."
  (cl-remove-if-not (lambda (buffer)
                      (let ((file (buffer-file-name buffer)))
                        (and file (popsplit--companion-owner (expand-file-name file)))))
                    (buffer-list)))

(defun popsplit--manage-companion (buffer)
  "Hand BUFFER, a companion document, to the running server, if one runs.
Eglot then sends its text and its edits: the server loads its storyboard with
them, and the companion's own mistakes show in it (Flymake).  It gets no scene."
  (let ((server (popsplit--ready-server)))
    (when (and server (buffer-live-p buffer))
      (with-current-buffer buffer
        (unless (and eglot--managed-mode (eq eglot--cached-server server))
          (when eglot--managed-mode (eglot--managed-mode-off))
          (setq eglot--cached-server server)
          (eglot--maybe-activate-editing-mode)
          ;; Flymake would start after the next command; start it now, so that the
          ;; diagnostics the server publishes for the companion show at once.
          (when flymake-mode (flymake-start)))
        (add-hook 'after-change-functions #'popsplit--companion-changed nil t)))))

(defvar-local popsplit--companion-timer nil
  "The timer that sends a companion document's edits, while one waits.")

(defun popsplit--companion-changed (&rest _)
  "A companion document changed: have Eglot send it after `popsplit-debounce'.
As for a scene document, rather than after Eglot's own idle time."
  (unless (timerp popsplit--companion-timer)
    (setq popsplit--companion-timer
          (run-with-timer popsplit-debounce nil #'popsplit--companion-flush (current-buffer)))))

(defun popsplit--companion-flush (buffer)
  "Send BUFFER's edits, a companion document's, if Eglot still follows it."
  (when (buffer-live-p buffer)
    (with-current-buffer buffer
      (setq popsplit--companion-timer nil)
      (when eglot--managed-mode (eglot--signal-textDocument/didChange)))))

(defun popsplit--companion-visited ()
  "In a buffer visiting a companion document, hand it to the server."
  (when (and buffer-file-name (popsplit--companion-owner (expand-file-name buffer-file-name)))
    (popsplit--manage-companion (current-buffer))))

(add-hook 'find-file-hook #'popsplit--companion-visited)

;;; Previews

(defun popsplit--preview-window (st)
  "A window showing ST's preview, or nil."
  (let ((buffer (popsplit--state-preview-buffer st)))
    (and (buffer-live-p buffer) (get-buffer-window buffer t))))

(defun popsplit--format (st)
  "The picture format for ST's preview: \"svg\" or \"text\"."
  (let ((window (popsplit--preview-window st)))
    (pcase popsplit-preview-format
      ('svg "svg")
      ('text "text")
      (_ (if (and window (display-images-p (window-frame window)) (image-type-available-p 'svg))
             "svg" "text")))))

(defun popsplit--grid (st)
  "The text grid (COLUMNS . ROWS) ST's preview window can show."
  (or popsplit-preview-size
      (let* ((window (popsplit--preview-window st))
             (width (if window (window-body-width window) 96))
             (height (if window (1- (window-body-height window)) 48))
             (screen (or (plist-get (popsplit--state-layout st) :screen) [0 0 768 1024]))
             (ratio (/ (* 2.0 (aref screen 2)) (aref screen 3)))
             (columns width) (rows height))
        (when (eq popsplit-preview-fit 'aspect)
          (setq columns (min width (floor (* height ratio)))
                rows (min height (round (/ columns ratio)))))
        (cons (max 8 (min 400 columns)) (max 8 (min 400 rows))))))

(defun popsplit--svg-image-spec (svg &optional max-width max-height)
  "The image spec that shows SVG (a string), at most MAX-WIDTH x MAX-HEIGHT pixels.
It is what `create-image' gives for SVG data in graphical Emacs."
  (append (list 'image :type 'svg :data svg :scale 1)
          (when max-width (list :max-width max-width))
          (when max-height (list :max-height max-height))))

(defun popsplit--render-params (st)
  "The params of `scene/render' for ST's preview."
  (let ((highlight (popsplit--state-highlight st)))
    (if (equal (popsplit--format st) "svg")
        (list :format "svg"
              :options (append (list :theme (symbol-name popsplit-theme))
                               (when highlight (list :highlight highlight))))
      (let ((grid (popsplit--grid st)))
        (list :format "text"
              :options (list :columns (car grid) :rows (cdr grid)))))))

(defun popsplit--geometry (st)
  "The text picture's geometry (WIDTH HEIGHT COLUMNS ROWS) from its first line."
  (let ((picture (popsplit--state-picture st)))
    (when (and (equal (popsplit--state-format st) "text") picture
               (string-match "\\`[^ ]+ \\([0-9.]+\\)x\\([0-9.]+\\), \\([0-9]+\\)x\\([0-9]+\\) cells" picture))
      (mapcar (lambda (i) (string-to-number (match-string i picture))) '(1 2 3 4)))))

(defun popsplit--node (st id)
  "The node ID of ST's layout."
  (cl-find id (plist-get (popsplit--state-layout st) :nodes)
           :key (lambda (node) (plist-get node :id)) :test #'equal))

(defun popsplit--node-cells (st id)
  "The cells (R0 R1 C0 C1) of node ID in ST's text picture.
Zero-based; the ends are excluded."
  (let ((geometry (popsplit--geometry st)) (node (popsplit--node st id)))
    (when (and geometry node)
      (cl-destructuring-bind (width height columns rows) geometry
        (let* ((frame (plist-get node :frame))
               (cw (/ (float width) columns)) (ch (/ (float height) rows))
               (edge (lambda (v size limit) (max 0 (min limit (floor (+ (/ v size) 0.5))))))
               (c0 (funcall edge (aref frame 0) cw columns))
               (c1 (funcall edge (+ (aref frame 0) (aref frame 2)) cw columns))
               (r0 (funcall edge (aref frame 1) ch rows))
               (r1 (funcall edge (+ (aref frame 1) (aref frame 3)) ch rows)))
          (when (<= c1 c0) (setq c1 (min columns (1+ c0)) c0 (1- c1)))
          (when (<= r1 r0) (setq r1 (min rows (1+ r0)) r0 (1- r1)))
          (list r0 r1 c0 c1))))))

(defun popsplit--apply-highlight (st)
  "Outline ST's highlighted node in its text preview."
  (let ((buffer (popsplit--state-preview-buffer st)))
    (when (buffer-live-p buffer)
      (with-current-buffer buffer
        (remove-overlays (point-min) (point-max) 'popsplit t)
        (let ((cells (and (popsplit--state-highlight st)
                          (popsplit--node-cells st (popsplit--state-highlight st)))))
          (when cells
            (cl-destructuring-bind (r0 r1 c0 c1) cells
              (save-excursion
                (cl-loop for r from r0 below r1 do
                         (goto-char (point-min))
                         (forward-line (1+ r))
                         (let* ((bol (point)) (eol (line-end-position))
                                (overlay (make-overlay (min eol (+ bol c0)) (min eol (+ bol c1)))))
                           (overlay-put overlay 'popsplit t)
                           (overlay-put overlay 'face 'popsplit-node-highlight))))
              (let ((window (get-buffer-window buffer t)))
                (when window
                  (set-window-point window (save-excursion (goto-char (point-min))
                                                           (forward-line (1+ r0))
                                                           (+ (point) c0))))))))))))

(defun popsplit--show (st text)
  "Show TEXT (a note, not a picture) in ST's preview."
  (let ((buffer (popsplit--state-preview-buffer st)))
    (when (buffer-live-p buffer)
      (with-current-buffer buffer
        (let ((inhibit-read-only t))
          (erase-buffer)
          (insert text))))))

(defun popsplit--draw (st result version)
  "Show RESULT (a `scene/render' result) in ST's preview.
VERSION: the document version (Eglot's) the server had when it drew it."
  (let ((format (plist-get result :format)) (content (plist-get result :content)))
    (setf (popsplit--state-layout-drawn st) (plist-get result :layoutVersion)
          (popsplit--state-text-drawn st) version
          (popsplit--state-format st) format
          (popsplit--state-picture st) content
          (popsplit--state-grid st) (cons (plist-get result :width) (plist-get result :height)))
    (push (list (plist-get result :layoutVersion) version (float-time)) (popsplit--state-history-drawn st))
    (let ((buffer (popsplit--state-preview-buffer st)))
      (when (buffer-live-p buffer)
        (with-current-buffer buffer
          (let ((inhibit-read-only t) (point (point)))
            (erase-buffer)
            (if (equal format "svg")
                (let ((window (get-buffer-window buffer t)))
                  (insert-image (popsplit--svg-image-spec
                                 content
                                 (and window (window-body-width window t))
                                 (and window (window-body-height window t)))
                                "[iPad]"))
              (insert content))
            (goto-char (min point (point-max)))))
        (popsplit--apply-highlight st)))
    (run-hook-with-args 'popsplit-draw-functions st)))

(defun popsplit--want-render (st)
  "Draw ST's preview again, even a layout drawn: now, or after the render sent.
For a preview shown, a setting changed, a scene opened: a new layout alone
asks for its picture (`popsplit--render-next')."
  (setf (popsplit--state-need-render st) t)
  (popsplit--render-next st))

(defun popsplit--render-next (st)
  "Ask for ST's picture when it is wanted, shown and none is on its way.
Wanted: asked for, or a layout newer than the picture came.  At most one
render is on its way per document, so a picture is never drawn twice for one
layout; never waits."
  (when (and (or (popsplit--state-need-render st)
                 (> (popsplit--state-layout-latest st) (popsplit--state-layout-drawn st)))
             (not (popsplit--state-inflight st))
             (popsplit--preview-window st) (popsplit--managed-p st))
    (let ((version (buffer-local-value 'eglot--versioned-identifier (popsplit--state-buffer st))))
      (setf (popsplit--state-need-render st) nil (popsplit--state-inflight st) t)
      (popsplit--request
       st "scene/render" (popsplit--render-params st)
       (lambda (result)
         (setf (popsplit--state-inflight st) nil)
         (if (>= (plist-get result :layoutVersion) (popsplit--state-layout-drawn st))
             (popsplit--draw st result version)
           (cl-incf (popsplit--state-dropped st))) ; older than the picture shown
         (popsplit--render-next st))
       (lambda (err)
         ;; Not again for the same layout: the next one asks anew.
         (setf (popsplit--state-inflight st) nil
               (popsplit--state-layout-drawn st) (max (popsplit--state-layout-drawn st)
                                                       (popsplit--state-layout-latest st)))
         (when (and (eql (plist-get err :code) -32011) (not (popsplit--state-picture st)))
           ;; The document's text never loaded: its problems are in Flymake.
           (popsplit--show st (concat "The document has errors (see Flymake):\n"
                                      "the preview appears once the server accepts it.\n")))
         (when (eql (plist-get err :code) -32601)
           (popsplit--show st (format "%s has no popsplit/request (protocol.md 14.1):\nupdate popsplit.\n"
                                      (string-join popsplit-command " "))))
         (popsplit--render-next st)
         (eql (plist-get err :code) -32011))))))

;;; Snapshots: the scene's state, kept to put it back after a restart

(defun popsplit--send-restore (st)
  "Put ST's scene back in the state of its kept snapshot (after a restart)."
  (unless (popsplit--state-restoring st)
    (setf (popsplit--state-restoring st) t)
    (popsplit--request
     st "scene/restore" (list :snapshot (popsplit--state-snapshot st))
     (lambda (_)
       (setf (popsplit--state-restore st) nil (popsplit--state-restoring st) nil)
       (popsplit--say "restored the state of %s" (buffer-name (popsplit--state-buffer st))))
     (lambda (err)
       (setf (popsplit--state-restoring st) nil)
       ;; -32011: the text has errors and never loaded: the first good load restores.
       (unless (eql (plist-get err :code) -32011)
         (setf (popsplit--state-restore st) nil)
         (popsplit--say "could not restore the state of %s: %s"
                        (buffer-name (popsplit--state-buffer st)) (plist-get err :message)))
       t))))

(defun popsplit--schedule-snapshot (st)
  "Take ST's snapshot soon: its state changed.
After an event (a tap on the page, a rotation ...) and after a command that
changes the scene; not after a layout alone, which typing makes: the text
is the buffer's, so typing costs no snapshots."
  (unless (or (popsplit--state-snapshot-timer st) (popsplit--state-restore st))
    (setf (popsplit--state-snapshot-timer st)
          (run-with-timer 0.1 nil #'popsplit--take-snapshot st))))

(defun popsplit--take-snapshot (st)
  "Ask for ST's snapshot and keep it.
Not while a restore is due: the scene is then at its launch state."
  (setf (popsplit--state-snapshot-timer st) nil)
  (when (and (memq st popsplit--states) (popsplit--managed-p st) (not (popsplit--state-restore st)))
    (popsplit--request st "scene/snapshot" nil
                       (lambda (result)
                         (unless (popsplit--state-restore st)
                           (setf (popsplit--state-snapshot st) (plist-get result :snapshot))))
                       #'always)))

;;; Scene notifications and questions

(defun popsplit--event-line (params)
  "One line for the event PARAMS."
  (let ((args (plist-get params :args)))
    (format "%5d  %s  %s  %s" (or (plist-get params :seq) 0) (plist-get params :name)
            (or (plist-get params :target) "-")
            (if args (json-serialize args :null-object nil :false-object :json-false) "{}"))))

(defun popsplit--record-event (st line)
  "Keep LINE in ST's events and append it to its events buffer."
  (push line (popsplit--state-events st))
  (cl-incf (popsplit--state-event-count st))
  (when (> (popsplit--state-event-count st) popsplit-max-events)
    (setf (popsplit--state-events st) (butlast (popsplit--state-events st) 100))
    (setf (popsplit--state-event-count st) (length (popsplit--state-events st))))
  (let ((buffer (popsplit--state-events-buffer st)))
    (when (buffer-live-p buffer)
      (with-current-buffer buffer
        (let ((inhibit-read-only t))
          (save-excursion (goto-char (point-max)) (insert line "\n")))
        (dolist (window (get-buffer-window-list buffer nil t))
          (set-window-point window (point-max)))))))

(defun popsplit--state-of (text-document)
  "The state of the document TEXT-DOCUMENT (an LSP TextDocumentIdentifier) names."
  (let ((uri (plist-get text-document :uri)))
    (cl-find uri popsplit--states :key #'popsplit--state-uri :test #'equal)))

(cl-defmethod eglot-handle-notification
  ((_server popsplit-eglot-server) (_m (eql 'popsplit/sceneNotification))
   &key textDocument method params &allow-other-keys)
  "A daemon notification METHOD with PARAMS about the scene of TEXTDOCUMENT."
  (let ((st (popsplit--state-of textDocument)))
    (when st
      (when (equal method "scene/event")
        (popsplit--schedule-snapshot st))
      (pcase method
        ("scene/event" (popsplit--record-event st (popsplit--event-line params)))
        ("scene/layout"
         (let ((version (or (plist-get params :version) 0)))
           ;; A lower version: the scene was opened again (a revert, a restart) and counts anew.
           (when (< version (popsplit--state-layout-latest st))
             (setf (popsplit--state-layout-drawn st) 0))
           (setf (popsplit--state-layout st) params
                 (popsplit--state-scene st) (plist-get params :scene)
                 (popsplit--state-layout-latest st) version))
         (when (and (popsplit--state-restore st) (not (popsplit--state-restoring st)))
           (popsplit--send-restore st))
         (popsplit--render-next st))
        ("preview/reveal" (popsplit--reveal st (plist-get params :node)))))))

(cl-defmethod eglot-handle-notification
  ((_server popsplit-eglot-server) (_m (eql 'preview/reveal)) &key scene node &allow-other-keys)
  "The preview page asks to show NODE of SCENE (an alt-click), sent unwrapped.
The scene is known by its id, from its layouts."
  (let ((st (cl-find scene popsplit--states :key #'popsplit--state-scene :test #'equal)))
    (when st (popsplit--reveal st node))))

(defconst popsplit--question-texts
  '(("popoverControllerShouldDismissPopover:" "Should popover %s dismiss?" :popoverController)
    ("tabBarController:shouldSelectViewController:" "Should tab bar controller %s select %s?"
     :tabBarController :viewController)
    ("splitViewController:shouldHideViewController:inOrientation:"
     "Should split view controller %s hide %s in %s?" :splitViewController :viewController :orientation))
  "The delegate's yes-or-no questions in words.
Each: the selector, a format, the args it names.")

(defun popsplit--question-text (params)
  "The question PARAMS asks, in words."
  (let* ((selector (plist-get params :selector))
         (args (plist-get params :args))
         (known (assoc selector popsplit--question-texts)))
    (if known
        (apply #'format (cadr known)
               (mapcar (lambda (key) (format "%s" (plist-get args key))) (cddr known)))
      (let (pairs)
        (while args
          (push (format "%s %s" (substring (symbol-name (car args)) 1) (cadr args)) pairs)
          (setq args (cddr args)))
        (format "%s (%s)?" selector (string-join (nreverse pairs) ", "))))))

(defun popsplit--question (st method params)
  "Answer the delegate's question METHOD (PARAMS) about ST.
As `popsplit-questions' says: nil (null) lets the daemon's default answer apply."
  (let* ((default (plist-get params :default))
         (yes-or-no (memq default '(t :json-false)))
         (answer
          (pcase popsplit-questions
            ('yes (and yes-or-no (list :answer t)))
            ('no (and yes-or-no (list :answer :json-false)))
            ('ask (and yes-or-no
                       (list :answer (if (y-or-n-p (format "%s " (popsplit--question-text params)))
                                         t :json-false)))))))
    (when st
      (popsplit--record-event st (format "    ?  %s  answered %s" (or (plist-get params :selector) method)
                                         (if answer
                                             (if (eq (plist-get answer :answer) t) "yes" "no")
                                           (format "default (%s)" (if (eq default :json-false) "no"
                                                                    (if (eq default t) "yes" default)))))))
    answer))

(cl-defmethod eglot-handle-request
  ((_server popsplit-eglot-server) (_m (eql 'popsplit/question))
   &key textDocument method params &allow-other-keys)
  "The delegate's question METHOD (PARAMS) about the scene of TEXTDOCUMENT."
  (popsplit--question (popsplit--state-of textDocument) method params))

;;; Jumps

(defun popsplit--locate (st node fn)
  "Call FN with NODE and its declaration range in ST.
For chrome popsplit derives (nav.back) the owner's declaration."
  (popsplit--request
   st "scene/locate" (list :node node)
   (lambda (result) (funcall fn node (plist-get result :range)))
   (lambda (err)
     (let ((owner (and (string-match "\\`\\(.*\\)\\.[^.]+\\'" node) (match-string 1 node))))
       (cond ((and (eql (plist-get err :code) -32012) owner)
              (popsplit--locate st owner fn) t)
             ((eql (plist-get err :code) -32012)
              (popsplit--say "node %s is declared nowhere in the document" node) t))))))

(defun popsplit--goto-range (st range)
  "Show ST's source with point at the start of RANGE."
  (let* ((buffer (popsplit--state-buffer st))
         (window (or (get-buffer-window buffer t)
                     (display-buffer buffer '(display-buffer-use-some-window)))))
    (select-window window)
    (let* ((start (plist-get range :start))
           (pos (popsplit--position (plist-get start :line) (plist-get start :character))))
      (goto-char pos)
      (set-window-point window pos)
      (setq popsplit-last-jump (list 'preview (line-number-at-pos) (current-column))))))

(defun popsplit--reveal (st node)
  "Go to the declaration of NODE in ST's source."
  (when (stringp node)
    (popsplit--locate st node (lambda (found range)
                                (popsplit--goto-range st range)
                                (popsplit--say "revealed %s" found)))))

(defun popsplit--preview-target (st)
  "The point of the screen under point in ST's text preview, and the node there.
The node is the front-most one whose frame holds the point."
  (let ((geometry (popsplit--geometry st)))
    (when geometry
      (cl-destructuring-bind (width height columns rows) geometry
        (let ((row (- (line-number-at-pos) 2)) (col (current-column)))
          (when (and (>= row 0) (< row rows) (< col columns))
            (let* ((x (/ (fround (* 1000 (/ (* (+ col 0.5) width) columns))) 1000))
                   (y (/ (fround (* 1000 (/ (* (+ row 0.5) height) rows))) 1000))
                   found)
              (dolist (node (append (plist-get (popsplit--state-layout st) :nodes) nil))
                (let ((f (plist-get node :frame)))
                  (when (and f (>= x (aref f 0)) (< x (+ (aref f 0) (aref f 2)))
                             (>= y (aref f 1)) (< y (+ (aref f 1) (aref f 3))))
                    (setq found (plist-get node :id)))))
              (list (vector x y) found))))))))

(defun popsplit--highlight (st node)
  "Highlight NODE in ST's previews (text, SVG, page)."
  (setf (popsplit--state-highlight st) node)
  (popsplit--apply-highlight st)
  (when (equal (popsplit--state-format st) "svg") (popsplit--want-render st))
  (when (popsplit--state-page st)
    (popsplit--request st "preview/highlight" (list :node node) #'ignore)))

;;;###autoload
(defun popsplit-jump ()
  "In a scene document: highlight the node declared at point in the previews.
In a preview: go to the declaration of the node under point."
  (interactive)
  (if popsplit--owner
      (let* ((st popsplit--owner)
             (target (and (derived-mode-p 'popsplit-preview-mode) (popsplit--preview-target st))))
        (if (cadr target)
            (popsplit--reveal st (cadr target))
          (popsplit--say "no node under point")))
    (let ((st (popsplit--attach)))
      (popsplit--request
       st "scene/nodeAt" (list :position (list :line (1- (line-number-at-pos))
                                               :character (popsplit--character (point))))
       (lambda (result)
         (let ((node (plist-get result :node)))
           (if (not node)
               (popsplit--say "no node is declared at point")
             (popsplit--highlight st node)
             (setq popsplit-last-jump (list 'source node))
             (popsplit--say "node %s" node))))))))

;;; Modes and commands

(defvar popsplit-preview-mode-map
  (let ((map (make-sparse-keymap)))
    (define-key map (kbd "RET") #'popsplit-tap-at-point)
    (define-key map (kbd "M-.") #'popsplit-jump)
    (define-key map (kbd "j") #'popsplit-jump)
    (define-key map (kbd "r") #'popsplit-rotate)
    (define-key map (kbd "t") #'popsplit-tap-node)
    (define-key map (kbd "e") #'popsplit-events)
    (define-key map (kbd "b") #'popsplit-browse)
    (define-key map [mouse-1] #'popsplit-tap-at-mouse)
    map)
  "Keys of the preview buffer.")

(define-derived-mode popsplit-preview-mode special-mode "popsplit-preview"
  "The iPad picture of a scene document.
RET taps the iPad at point; M-. or j jumps to the declaration of the
node under point; t taps a node by its id; r rotates; e shows the events;
b opens the page.

\\{popsplit-preview-mode-map}"
  (setq-local truncate-lines t)
  (setq-local cursor-type 'box))

(define-derived-mode popsplit-events-mode special-mode "popsplit-events"
  "The delegate and lifecycle events of a scene, as they arrive.")

(defun popsplit--after-change (&rest _)
  "The buffer changed: have Eglot send the change after `popsplit-debounce'."
  (let ((st popsplit--state))
    (when st
      (when (popsplit--state-flush-timer st) (cancel-timer (popsplit--state-flush-timer st)))
      (setf (popsplit--state-flush-timer st)
            (run-with-timer popsplit-debounce nil #'popsplit--flush st)))))

(defun popsplit--flush (st)
  "Send ST's pending changes (Eglot's didChange)."
  (setf (popsplit--state-flush-timer st) nil)
  (when (popsplit--managed-p st)
    (with-current-buffer (popsplit--state-buffer st) (eglot--signal-textDocument/didChange))))

;;;###autoload
(define-minor-mode popsplit-mode
  "Follow this scene document with `popsplit lsp' under Eglot.
Eglot sends the text and shows the diagnostics (Flymake), definitions,
references, hover and the outline; popsplit's commands add the preview,
taps, events and questions.  The commands turn it on; it binds no keys
\(`popsplit-mode-map' is yours to fill).  It survives `revert-buffer' and
`find-alternate-file': the document is opened again from the text read back."
  :lighter " popsplit"
  :keymap (make-sparse-keymap)
  (if popsplit-mode
      (if (not buffer-file-name)
          (progn (setq popsplit-mode nil)
                 (popsplit--say "%s visits no file: popsplit lsp follows files" (buffer-name)))
        (unless popsplit--state
          (setq popsplit--state (popsplit--state-create :buffer (current-buffer))))
        (cl-pushnew popsplit--state popsplit--states)
        (add-hook 'after-change-functions #'popsplit--after-change t t)
        (add-hook 'kill-buffer-hook #'popsplit--park nil t)
        (add-hook 'change-major-mode-hook #'popsplit--park nil t)
        (if (popsplit--ready-server)
            (popsplit--manage popsplit--state)
          (popsplit--start)))
    (popsplit--detach)))

(defun popsplit--forget (st)
  "Stop following ST: its timers stop, its replies are dropped."
  (setq popsplit--states (delq st popsplit--states))
  (cl-incf (popsplit--state-epoch st))
  (dolist (timer (list (popsplit--state-flush-timer st) (popsplit--state-snapshot-timer st)))
    (when timer (cancel-timer timer)))
  (setf (popsplit--state-flush-timer st) nil (popsplit--state-snapshot-timer st) nil
        (popsplit--state-inflight st) nil (popsplit--state-waiters st) nil
        (popsplit--state-layout-drawn st) 0 (popsplit--state-layout-latest st) 0))

(defun popsplit--kill-views (st)
  "Kill ST's preview and events buffers."
  (dolist (buffer (list (popsplit--state-preview-buffer st) (popsplit--state-events-buffer st)))
    (when (buffer-live-p buffer) (kill-buffer buffer))))

(defun popsplit--detach ()
  "Stop following this buffer: Eglot closes it; the preview and events go."
  (let ((st popsplit--state))
    (when st
      (setq popsplit--state nil)
      (when (popsplit--managed-p st)
        (eglot--signal-textDocument/didClose)
        (eglot--managed-mode-off))
      (popsplit--forget st)
      (popsplit--kill-views st)))
  (remove-hook 'after-change-functions #'popsplit--after-change t)
  (remove-hook 'kill-buffer-hook #'popsplit--park t)
  (remove-hook 'change-major-mode-hook #'popsplit--park t))

(defvar popsplit--parked nil
  "Scenes whose buffer is reverted or replaced: (BUFFER FILE STATE) each.
`revert-buffer' sets the major mode again, which kills the buffer's local
variables; `find-alternate-file' kills the buffer and visits the file in a
new one.  Either way Eglot closes the document, and the buffer that comes
back with its major mode (the same one, or one visiting the same file)
takes the state back, preview and events buffers included.  What no buffer
takes back in the same command is dropped.")

(defun popsplit--park ()
  "This buffer's major mode changes or the buffer is killed: park its scene.
Its state waits in `popsplit--parked' for the buffer that comes back."
  (let ((st popsplit--state))
    (when st
      (popsplit--forget st)
      (setq popsplit--state nil)
      (push (list (current-buffer) (and buffer-file-name (expand-file-name buffer-file-name)) st)
            popsplit--parked)
      (run-at-time 0 nil #'popsplit--drop-parked))))

(defun popsplit--drop-parked ()
  "Kill the previews of scenes that no buffer took back."
  (let ((parked popsplit--parked))
    (setq popsplit--parked nil)
    (dolist (entry parked) (popsplit--kill-views (nth 2 entry)))))

(defun popsplit--take-back ()
  "In a buffer whose major mode was just set: take back its parked scene.
Eglot opens the document again from the buffer's text; its preview follows."
  (unless (or popsplit--state popsplit--owner)
    (let* ((file (and buffer-file-name (expand-file-name buffer-file-name)))
           (entry (cl-find-if (lambda (e) (or (eq (car e) (current-buffer))
                                              (and file (equal (nth 1 e) file))))
                              popsplit--parked)))
      (when entry
        (setq popsplit--parked (delq entry popsplit--parked))
        (let ((st (nth 2 entry)))
          (setf (popsplit--state-buffer st) (current-buffer))
          (setq popsplit--state st)
          (popsplit-mode 1))))))

;; Before `popsplit-auto-mode''s hook: a buffer that comes back takes its own scene back.
(add-hook 'after-change-major-mode-hook #'popsplit--take-back -50)

(defun popsplit--scene-document-p ()
  "Non-nil when this buffer holds a popsplit scene document.
By its file name (*.popsplit.json, not a storyboard's companion) or by a
top-level \"popsplit\": 1 in its first 4096 characters."
  (let ((file buffer-file-name))
    (cond ((and file (popsplit--companion-owner (expand-file-name file))) nil)
          ((and file (string-suffix-p popsplit--companion-suffix file)) t)
          (t (save-excursion
               (save-restriction
                 (widen)
                 (goto-char (point-min))
                 (and (looking-at-p "[ \t\n\r]*{")
                      (re-search-forward "\"popsplit\"[ \t\n\r]*:[ \t\n\r]*1\\_>"
                                         (min (point-max) 4096) t)
                      ;; A member of the top-level object, not of one inside it.
                      (let ((syntax (syntax-ppss (match-beginning 0))))
                        (and (= 1 (nth 0 syntax)) (not (nth 3 syntax)))))))))))

(defun popsplit--auto-enable ()
  "Turn on `popsplit-mode' in a scene document of one of `popsplit-auto-modes'."
  (when (and (not popsplit-mode) (not popsplit--owner) buffer-file-name
             (apply #'derived-mode-p popsplit-auto-modes)
             (popsplit--scene-document-p))
    (popsplit-mode 1)))

;;;###autoload
(define-minor-mode popsplit-auto-mode
  "Follow every scene document opened in a JSON major mode.
In a buffer whose major mode is one of `popsplit-auto-modes' (`json-mode',
`json-ts-mode', `js-json-mode', `js-mode' ... whichever this Emacs has) and
whose text is a scene document, `popsplit-mode' is turned on."
  :global t
  :group 'popsplit
  (if popsplit-auto-mode
      (add-hook 'after-change-major-mode-hook #'popsplit--auto-enable)
    (remove-hook 'after-change-major-mode-hook #'popsplit--auto-enable)))

(defun popsplit--attach ()
  "The scene of the current buffer (or of the document a preview shows)."
  (or popsplit--owner
      (progn (unless popsplit-mode (popsplit-mode 1))
             (or popsplit--state (user-error "popsplit follows only buffers visiting a file")))))

(defun popsplit--redraw-on-resize (frame)
  "Redraw previews in FRAME whose windows changed size."
  (dolist (st popsplit--states)
    (let ((window (popsplit--preview-window st)))
      (when (and window (eq (window-frame window) frame)
                 (equal (popsplit--format st) "text")
                 (not (equal (popsplit--grid st) (popsplit--state-grid st))))
        (popsplit--want-render st)))))

(add-hook 'window-size-change-functions #'popsplit--redraw-on-resize)

(defun popsplit--redraw-all ()
  "Draw every preview again (a setting of the picture changed)."
  (mapc #'popsplit--want-render popsplit--states))

(defun popsplit--setting-changed (symbol value operation _where)
  "A picture setting (SYMBOL) is set to VALUE by OPERATION: redraw the previews.
After the change: a watcher runs before it."
  (unless (or (eq operation 'makunbound)
              (and (boundp symbol) (equal value (symbol-value symbol))))
    (run-at-time 0 nil #'popsplit--redraw-all)))

(dolist (setting '(popsplit-theme popsplit-preview-format popsplit-preview-size popsplit-preview-fit))
  (add-variable-watcher setting #'popsplit--setting-changed))

;;;###autoload
(defun popsplit-preview ()
  "Show the iPad of this scene document beside it, redrawn as you type."
  (interactive)
  (let* ((st (popsplit--attach))
         (buffer (popsplit--state-preview-buffer st)))
    (unless (buffer-live-p buffer)
      (setq buffer (get-buffer-create (format "*popsplit preview: %s*" (buffer-name (popsplit--state-buffer st)))))
      (with-current-buffer buffer
        (popsplit-preview-mode)
        (setq popsplit--owner st))
      (setf (popsplit--state-preview-buffer st) buffer))
    (unless (get-buffer-window buffer t)
      (display-buffer buffer '((display-buffer-reuse-window display-buffer-in-direction)
                               (direction . right) (window-width . 0.5))))
    (popsplit--want-render st)
    buffer))

;;;###autoload
(defun popsplit-events ()
  "Show the scene's delegate and lifecycle events, streaming."
  (interactive)
  (let* ((st (popsplit--attach))
         (buffer (popsplit--state-events-buffer st)))
    (unless (buffer-live-p buffer)
      (setq buffer (get-buffer-create (format "*popsplit events: %s*" (buffer-name (popsplit--state-buffer st)))))
      (with-current-buffer buffer
        (popsplit-events-mode)
        (setq popsplit--owner st)
        (let ((inhibit-read-only t))
          (dolist (line (reverse (popsplit--state-events st))) (insert line "\n"))))
      (setf (popsplit--state-events-buffer st) buffer))
    (unless (get-buffer-window buffer t)
      (display-buffer buffer '((display-buffer-reuse-window display-buffer-at-bottom)
                               (window-height . 12))))
    buffer))

;;;###autoload
(defun popsplit-rotate (&optional orientation)
  "Rotate the iPad to ORIENTATION (interactively: portrait <-> landscape).
With a prefix argument, ask which orientation."
  (interactive (list (when current-prefix-arg
                       (completing-read "Orientation: " '("portrait" "portraitUpsideDown"
                                                          "landscapeLeft" "landscapeRight") nil t))))
  (let* ((st (popsplit--attach))
         (now (or (plist-get (popsplit--state-layout st) :orientation) "portrait"))
         (orientation (or orientation (if (string-prefix-p "portrait" now) "landscapeLeft" "portrait"))))
    (popsplit--request
     st "device/rotate" (list :orientation orientation)
     (lambda (result)
       (if (eq (plist-get result :rotated) :json-false)
           (popsplit--say "rotation refused by %s" (plist-get result :refusedBy))
         (popsplit--say "rotated to %s" orientation))))))

(defun popsplit--describe-tap (point result)
  "A line about the tap at POINT and its RESULT."
  (let ((hit (plist-get result :hit)) (action (plist-get result :action)))
    (format "tap at %s, %s: %s (%s), action %s" (aref point 0) (aref point 1)
            (or (plist-get hit :id) "-") (or (plist-get hit :kind) "-") (or action "none"))))

(defun popsplit--tap (st point)
  "Tap ST's screen at POINT, a vector [X Y] in points."
  (popsplit--request st "touch/tap" (list :point point)
                     (lambda (result)
                       (setq popsplit-last-tap result)
                       (popsplit--say "%s" (popsplit--describe-tap point result)))))

;;;###autoload
(defun popsplit-tap (x y)
  "Tap the iPad's screen at X, Y (points, window coordinates)."
  (interactive "nx (points): \nny (points): ")
  (popsplit--tap (popsplit--attach) (vector x y)))

(defun popsplit--node-ids (st)
  "The ids of the nodes of ST's last layout (none before the first came)."
  (let (ids)
    (mapc (lambda (node)
            (let ((id (plist-get node :id)))
              (when (stringp id) (push id ids))))
          (plist-get (popsplit--state-layout st) :nodes))
    (nreverse ids)))

;;;###autoload
(defun popsplit-tap-node (node)
  "Tap the iPad at the centre of the layout node NODE, given by its id.
Interactively, read the id with completion over the current layout's node
ids (`composeItem', `mailSplit.masterButton' ...).  Whatever is in front of
the node where it is gets the tap, as on the device.  An id the layout does
not have shows the daemon's message, with the closest id."
  (interactive
   (let* ((st (popsplit--attach)) (ids (popsplit--node-ids st)))
     (list (completing-read "Tap node: " ids))))
  (when (or (not (stringp node)) (string-empty-p node))
    (user-error "popsplit-tap-node needs a layout node id"))
  (popsplit--request
   (popsplit--attach) "touch/tap" (list :node node)
   (lambda (result)
     (let ((hit (plist-get result :hit)) (action (plist-get result :action)))
       (setq popsplit-last-tap result)
       (popsplit--say "tap on %s: %s (%s), action %s" node (or (plist-get hit :id) "-")
                      (or (plist-get hit :kind) "-") (or action "none"))))
   (lambda (err)
     ;; The daemon's message as it is: an unknown id comes with the closest one suggested.
     (unless (eql (plist-get err :code) -32601)
       (popsplit--say "tap on %s: %s" node (plist-get err :message))
       t))))

(defun popsplit-tap-at-point ()
  "In a text preview: tap the iPad where point is."
  (interactive)
  (let* ((st popsplit--owner) (target (and st (popsplit--preview-target st))))
    (if target
        (popsplit--tap st (car target))
      (popsplit--say "point is not on the screen"))))

(defun popsplit-tap-at-mouse (event)
  "In a preview: tap the iPad where EVENT clicked (the SVG picture or the text)."
  (interactive "e")
  (let* ((posn (event-start event)) (st (with-current-buffer (window-buffer (posn-window posn)) popsplit--owner)))
    (when st
      (if (equal (popsplit--state-format st) "svg")
          (let* ((xy (posn-object-x-y posn)) (size (posn-object-width-height posn))
                 (layout (popsplit--state-layout st)) (screen (plist-get layout :screen)))
            (when (and xy size screen (> (car size) 0))
              (let ((scale (/ (float (aref screen 2)) (car size))))
                (popsplit--tap st (vector (* scale (car xy)) (* scale (cdr xy)))))))
        (posn-set-point posn)
        (popsplit-tap-at-point)))))

;;;###autoload
(defun popsplit-browse ()
  "Open the preview page of this scene in a browser."
  (interactive)
  (let ((st (popsplit--attach)))
    (popsplit--request
     st "preview/start" nil
     (lambda (result)
       (let ((url (plist-get result :url)))
         (setf (popsplit--state-page st) t (popsplit--state-url st) url)
         (setq popsplit-last-url url)
         (popsplit--say "preview page: %s" url)
         (funcall popsplit-browse-function url)
         (when (popsplit--state-highlight st)
           (popsplit--request st "preview/highlight" (list :node (popsplit--state-highlight st))
                              #'ignore)))))))

(defun popsplit-background ()
  "Send the app to the background (or bring it back with a prefix argument)."
  (interactive)
  (popsplit--request (popsplit--attach)
                     (if current-prefix-arg "app/enterForeground" "app/enterBackground") nil
                     (lambda (_) (popsplit--say "done"))))

(provide 'popsplit)
;;; popsplit.el ends here
