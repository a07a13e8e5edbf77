;;; popsplit.el --- Live iPad previews of popsplit scene documents  -*- lexical-binding: t; -*-

;; Copyright (C) 2026 The popsplit authors

;; Author: The popsplit authors
;; Maintainer: The popsplit authors
;; Version: 0.1.0
;; Package-Requires: ((emacs "28.1"))
;; Keywords: tools, languages
;; URL: https://github.com/popsplit/popsplit

;; This file is not part of GNU Emacs.

;;; Commentary:

;; popsplit is a daemon holding a live model of iPad UIKit presentation (popovers, navigation,
;; split views, rotation ...).  This package runs `popsplit serve' over the built-in `jsonrpc.el'
;; and, for the scene document in the current buffer:
;;
;; - `popsplit-preview' shows the iPad in a side window: the SVG picture inline in graphical Emacs,
;;   the text picture in a terminal; redrawn as you type (debounced, never blocking: at most one
;;   reload and one render are on their way, the newest text goes next, older pictures are
;;   dropped by layout version);
;; - `popsplit-browse' opens the daemon's preview page in a browser;
;; - `popsplit-rotate', `popsplit-tap', `popsplit-events' (a buffer streaming the delegate and
;;   lifecycle events) and `popsplit-jump' (in the document: highlight the node declared at point;
;;   in the preview: go to the declaration of the node under point);
;; - the document's problems through Flymake.
;;
;; When the daemon dies it is started again (at most `popsplit-max-restarts' times in
;; `popsplit-restart-window' seconds) and every document is reopened.
;;
;; Start with M-x popsplit-preview in a scene document (examples/scenes/*.json).

;;; Code:

(require 'cl-lib)
(require 'jsonrpc)
(require 'flymake)
(require 'subr-x)
(require 'browse-url)

(defgroup popsplit nil
  "Live iPad previews of popsplit scene documents."
  :group 'tools
  :prefix "popsplit-")

(defcustom popsplit-command '("popsplit" "serve")
  "The daemon's command line: a list, the program first.
The program is looked up on `exec-path' unless it is an absolute file name,
e.g. (\"/home/me/popsplit/.build/debug/popsplit\" \"serve\")."
  :type '(repeat string))

(defcustom popsplit-debounce 0.02
  "Seconds between the last change of a buffer and sending it to the daemon.
Changes made while a reload is on its way are coalesced: only the newest text
is sent after it."
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

(defcustom popsplit-browse-function #'browse-url
  "The function `popsplit-browse' calls with the preview page's URL."
  :type 'function)

(defcustom popsplit-max-restarts 5
  "How many times the daemon is restarted in `popsplit-restart-window' at most.
After that it stays stopped until \[popsplit-restart]."
  :type 'integer)

(defcustom popsplit-restart-window 180
  "Seconds over which `popsplit-max-restarts' counts."
  :type 'integer)

(defcustom popsplit-max-events 5000
  "Lines kept in each scene's event history (`popsplit-events')."
  :type 'integer)

(defcustom popsplit-jsonrpc-log-size 0
  "Characters of JSON-RPC traffic jsonrpc.el keeps in `*popsplit events*'.
0 keeps nothing (the default: pretty-printing every picture costs time), nil
keeps everything."
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
  "A scene: a source buffer, its preview and events buffers, and where they are."
  buffer scene (opened nil) (inflight nil) (reload-pending nil) (render-pending nil)
  (dirty t) (need-render t) (tick-sent -1) (tick-checked -1) (tick-drawn -1)
  (drawn-version 0) (latest-version 0) layout picture grid format document-format
  preview-buffer events-buffer (events nil) (event-count 0) diagnostics report-fn
  timer highlight page url (waiters nil) (history-sent nil) (history-drawn nil) (dropped 0)
  snapshot (restore nil) snapshot-timer (epoch 0))

(defvar popsplit--connection nil "The daemon's `jsonrpc-process-connection'.")
(defvar popsplit--generation 0 "Counts daemons started: replies of an older one are ignored.")
(defvar popsplit--encoding nil "The position encoding the daemon chose at initialize.")
(defvar popsplit--restarts nil "Times (floats) of recent restarts.")
(defvar popsplit--gave-up nil "Non-nil once the daemon died too often.")
(defvar popsplit--stopping nil "Non-nil while the daemon is being stopped on purpose.")
(defvar popsplit--scenes (make-hash-table :test #'equal) "Scene id -> state.")
(defvar popsplit--counter 0 "Numbers scene ids.")
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

;;; Positions: the daemon's (zero-based line, character in its encoding) <-> buffer positions.

(defun popsplit--position (line character &optional encoding)
  "The position of LINE (zero-based) and CHARACTER in ENCODING in this buffer."
  (save-excursion
    (goto-char (point-min))
    (forward-line line)
    (let ((bol (point)) (eol (line-end-position))
          (encoding (or encoding popsplit--encoding "utf-16")))
      (pcase encoding
        ("utf-32" (min eol (+ bol character)))
        ("utf-8"
         (let ((target (+ (position-bytes bol) character)))
           (min eol (or (byte-to-position target) eol))))
        (_ ;; utf-16: characters beyond U+FFFF count twice
         (let ((pos bol) (units 0))
           (while (and (< pos eol) (< units character))
             (setq units (+ units (if (> (char-after pos) #xFFFF) 2 1)))
             (setq pos (1+ pos)))
           pos))))))

(defun popsplit--character (pos &optional encoding)
  "POS as a character offset on its line in ENCODING."
  (save-excursion
    (goto-char pos)
    (let ((bol (line-beginning-position))
          (encoding (or encoding popsplit--encoding "utf-16")))
      (pcase encoding
        ("utf-32" (- pos bol))
        ("utf-8" (- (position-bytes pos) (position-bytes bol)))
        (_ (cl-loop for p from bol below pos
                    sum (if (> (char-after p) #xFFFF) 2 1)))))))

;;; The daemon

(defun popsplit--live-connection ()
  "The running daemon's connection, or nil."
  (and popsplit--connection (jsonrpc-running-p popsplit--connection) popsplit--connection))

(defun popsplit--start ()
  "Start the daemon and send initialize; return the connection or nil."
  (cl-incf popsplit--generation)
  (let* ((generation popsplit--generation)
         (stderr (get-buffer-create "*popsplit stderr*"))
         (process
          (condition-case err
              (make-process :name "popsplit" :command popsplit-command
                            :connection-type 'pipe :coding 'utf-8-emacs-unix
                            :noquery t :stderr stderr)
            (error (popsplit--say "cannot start %s: %s" (string-join popsplit-command " ")
                                  (error-message-string err))
                   nil))))
    (when process
      (set-process-query-on-exit-flag (get-buffer-process stderr) nil)
      (let ((conn (make-instance
                   'jsonrpc-process-connection
                   :name "popsplit" :process process
                   :events-buffer-scrollback-size popsplit-jsonrpc-log-size
                   :notification-dispatcher
                   (lambda (_conn method params)
                     (when (= generation popsplit--generation)
                       (popsplit--notification method params)))
                   :request-dispatcher
                   (lambda (_conn method params) (popsplit--question method params))
                   :on-shutdown
                   (lambda (conn) (popsplit--on-shutdown conn generation)))))
        (setq popsplit--connection conn popsplit--encoding nil)
        (jsonrpc-async-request
         conn 'initialize
         (list :processId (emacs-pid)
               :clientInfo (list :name "popsplit.el" :version "0.1.0")
               :capabilities
               (list :general (list :positionEncodings ["utf-32" "utf-16"])
                     ;; Delta layouts: after a scene's first layout only what changed comes.
                     ;; Every question is asked: `popsplit-questions' is read at each one, and
                     ;; `default' answers null (the daemon's default applies).
                     :popsplit (list :delegateQuestions t :layoutMode "delta")))
         :success-fn (lambda (result)
                       (when (= generation popsplit--generation)
                         (setq popsplit--encoding
                               (plist-get (plist-get result :capabilities) :positionEncoding))))
         :error-fn (lambda (err) (popsplit--say "initialize failed: %s" (plist-get err :message)))
         :timeout 86400)
        (jsonrpc-notify conn 'initialized (make-hash-table))
        conn))))

(defun popsplit--ensure-connection ()
  "The daemon's connection, started when needed (unless it gave up).
A daemon that died is restarted by its shutdown handler, not here."
  (cond ((popsplit--live-connection))
        (popsplit--connection nil)
        ((not popsplit--gave-up) (popsplit--start))))

(defun popsplit--reset (st)
  "Forget what the daemon knew of ST: it is opened again from the buffer."
  (setf (popsplit--state-opened st) nil (popsplit--state-inflight st) nil
        (popsplit--state-reload-pending st) nil (popsplit--state-render-pending st) nil
        (popsplit--state-dirty st) t (popsplit--state-need-render st) t
        (popsplit--state-drawn-version st) 0 (popsplit--state-latest-version st) 0
        (popsplit--state-waiters st) nil))

(defun popsplit--reopen-all ()
  "Open every scene again in a new daemon; return how many.
A new daemon opens a scene at its launch state: the snapshot kept of it puts
it back as it was (orientation, presentations, shown masters ...)."
  (let ((count 0))
    (maphash (lambda (_ st)
               (popsplit--reset st)
               (setf (popsplit--state-restore st) (and (popsplit--state-snapshot st) t))
               (cl-incf count)
               (popsplit--pump st))
             popsplit--scenes)
    count))

(defun popsplit--stderr-tail ()
  "The daemon's last line on standard error."
  (let ((buffer (get-buffer "*popsplit stderr*")))
    (if (not (buffer-live-p buffer)) ""
      (with-current-buffer buffer
        (let ((lines (split-string (buffer-string) "\n" t "[ \t]+")))
          (or (car (last (cl-remove-if (lambda (l) (string-prefix-p "Process popsplit" l)) lines))) ""))))))

(defun popsplit--on-shutdown (conn generation)
  "The daemon of CONN (started as GENERATION) died.
Restart it unless it was stopped on purpose or died too often."
  (when (and (= generation popsplit--generation) (eq conn popsplit--connection))
    (setq popsplit--connection nil)
    (unless popsplit--stopping
      (maphash (lambda (_ st) (popsplit--reset st)) popsplit--scenes)
      (let* ((process (jsonrpc--process conn))
             (said (format "the daemon stopped (%s %d)"
                           (if (eq (process-status process) 'signal) "signal" "exit status")
                           (process-exit-status process)))
             (tail (popsplit--stderr-tail))
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
          (run-at-time 0.05 nil
                       (lambda ()
                         (when (and (null popsplit--connection) (= generation popsplit--generation))
                           (when (popsplit--start)
                             (let ((n (popsplit--reopen-all)))
                               (popsplit--say "restarted the daemon; reopened %d document%s"
                                              n (if (= n 1) "" "s"))))))))))))

;;;###autoload
(defun popsplit-restart ()
  "Start the daemon again and reopen every scene.
For a daemon that gave up, or to pick up a new binary."
  (interactive)
  (setq popsplit--gave-up nil popsplit--restarts nil)
  (let ((old popsplit--connection))
    (setq popsplit--connection nil)
    (cl-incf popsplit--generation)
    (when (and old (jsonrpc-running-p old))
      (ignore-errors (jsonrpc-notify old 'exit nil))
      (ignore-errors (delete-process (jsonrpc--process old)))))
  (when (popsplit--start)
    (let ((n (popsplit--reopen-all)))
      (popsplit--say "restarted the daemon; reopened %d document%s" n (if (= n 1) "" "s")))))

(defun popsplit-stop ()
  "Stop the daemon (shutdown, exit)."
  (interactive)
  (let ((conn (popsplit--live-connection)))
    (when conn
      (setq popsplit--stopping t)
      (unwind-protect
          (progn
            (ignore-errors (jsonrpc-request conn 'shutdown nil :timeout 1))
            (ignore-errors (jsonrpc-notify conn 'exit nil))
            (ignore-errors (jsonrpc-shutdown conn)))
        (setq popsplit--stopping nil popsplit--connection nil)))))

(add-hook 'kill-emacs-hook
          (lambda () (let ((popsplit--stopping t))
                       (when (popsplit--live-connection)
                         (ignore-errors (delete-process (jsonrpc--process popsplit--connection)))))))

(defun popsplit--request (method params on-success &optional on-error)
  "Send METHOD with PARAMS; ON-SUCCESS gets the result, ON-ERROR the error.
Replies of a daemon that has since died are ignored.  ON-ERROR returning nil
shows the error."
  (let ((conn (popsplit--ensure-connection))
        (generation popsplit--generation))
    (if (not conn)
        (when on-error (funcall on-error (list :code -32099 :message "the daemon is not running")))
      (jsonrpc-async-request
       conn (intern method) params
       :success-fn (lambda (result)
                     (when (= generation popsplit--generation)
                       (funcall on-success result)))
       :error-fn (lambda (err)
                   ;; -1: jsonrpc.el's "Server died"; the shutdown handler follows.
                   (when (and (= generation popsplit--generation) (not (eql (plist-get err :code) -1)))
                     (unless (and on-error (funcall on-error err))
                       (unless (memq (plist-get err :code) '(-1 -32099))
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

(defun popsplit--document-params (buffer)
  "What `scene/open' and `scene/reload' take for BUFFER besides its text.
A storyboard or nib goes with its format and, when the file
<name>.popsplit.json is beside it, that companion document's path."
  (let* ((file (buffer-file-name buffer))
         (format (popsplit--format-of file)))
    (when format
      (let ((companion (concat (expand-file-name file) popsplit--companion-suffix)))
        (append (list :format format)
                (when (file-readable-p companion) (list :companion companion)))))))

(defun popsplit--companion-saved ()
  "A companion document was saved: send its storyboard's or nib's scenes again.
The daemon reads the companion at each open and reload."
  (let ((owner (and buffer-file-name (popsplit--companion-owner (expand-file-name buffer-file-name)))))
    (when owner
      (maphash (lambda (_ st)
                 (let ((buffer (popsplit--state-buffer st)))
                   (when (and (buffer-live-p buffer) (buffer-file-name buffer)
                              (equal (expand-file-name (buffer-file-name buffer)) owner))
                     (with-current-buffer buffer (popsplit--after-change)))))
               popsplit--scenes))))

(add-hook 'after-save-hook #'popsplit--companion-saved)

;;; Diagnostics (Flymake)

(defun popsplit--token-end (pos)
  "The end of the JSON token at POS.
For a daemon that gives diagnostics a line and column but no range."
  (save-excursion
    (goto-char pos)
    (cond ((looking-at "\"[^\"\n]*\"?") (match-end 0))
          ((looking-at "[^],}[:space:]\n]+") (match-end 0))
          (t (min (line-end-position) (1+ pos))))))

(defun popsplit--diagnostics (st list)
  "Turn the daemon's LIST of diagnostics for ST into Flymake's and report them."
  (let ((buffer (popsplit--state-buffer st)) items)
    (when (buffer-live-p buffer)
      (with-current-buffer buffer
        (save-restriction
          (widen)
          (dolist (d (append list nil))
            (let* ((range (plist-get d :range))
                   (severity (plist-get d :severity))
                   (type (cond ((member severity '("error" 1)) :error)
                               ((member severity '("information" 3 "hint" 4)) :note)
                               (t :warning)))
                   (path (plist-get d :path))
                   (companion (string-prefix-p "companion document:" (or (plist-get d :message) "")))
                   (companion-line (if range (1+ (plist-get (plist-get range :start) :line)) (plist-get d :line)))
                   (text (concat (plist-get d :message)
                                 (if (and companion (integerp companion-line))
                                     (format " (companion line %d)" companion-line) "")
                                 (if (and path (not (equal path "$"))) (format " (%s)" path) "")))
                   beg end)
              (cond
               ;; A problem of the companion document: its place is in the companion's text,
               ;; not this buffer's; shown on the first line.
               (companion (setq beg (point-min) end (min (point-max) (1+ (point-min)))))
               (range
                (let ((start (plist-get range :start)) (stop (plist-get range :end)))
                  (setq beg (popsplit--position (plist-get start :line) (plist-get start :character))
                        end (popsplit--position (plist-get stop :line) (plist-get stop :character)))))
               ((integerp (plist-get d :line))
                (setq beg (popsplit--position (1- (plist-get d :line)) (1- (or (plist-get d :column) 1)) "utf-32")
                      end (popsplit--token-end beg)))
               (t (setq beg (point-min) end (min (point-max) (1+ (point-min))))))
              (when (<= end beg) (setq end (min (point-max) (1+ beg))))
              (push (flymake-make-diagnostic buffer beg end type text) items)))
          (setq items (nreverse items))
          (setf (popsplit--state-diagnostics st) items)
          ;; Only to the report function of Flymake's current run in this buffer, the last one
          ;; `popsplit-flymake' was given: an older one (before a revert or a restart of
          ;; Flymake) would be refused as obsolete.
          (let ((report (popsplit--state-report-fn st)))
            (when (and report flymake-mode (eq popsplit--state st))
              (funcall report items :region (cons (point-min) (point-max))))))))))

(defun popsplit-flymake (report-fn &rest _args)
  "Flymake backend: REPORT-FN gets the document's problems.
They are reported as the daemon finds them, after each reload."
  (let ((st popsplit--state))
    (if (not st)
        (funcall report-fn nil)
      (setf (popsplit--state-report-fn st) report-fn)
      (if (and (not (popsplit--state-dirty st))
               (= (popsplit--state-tick-checked st) (buffer-chars-modified-tick)))
          (funcall report-fn (popsplit--state-diagnostics st))
        (popsplit--pump st)))))

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
        (list :scene (popsplit--state-scene st) :format "svg"
              :options (append (list :theme (symbol-name popsplit-theme))
                               (when highlight (list :highlight highlight))))
      (let ((grid (popsplit--grid st)))
        (list :scene (popsplit--state-scene st) :format "text"
              :options (append (list :columns (car grid) :rows (cdr grid))
                               (when highlight (list :highlight highlight))))))))

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

(defun popsplit--draw (st result tick)
  "Show RESULT (a `scene/render' result) in ST's preview; it is the text of TICK."
  (let ((format (plist-get result :format)) (content (plist-get result :content)))
    (setf (popsplit--state-drawn-version st) (plist-get result :layoutVersion)
          (popsplit--state-tick-drawn st) tick
          (popsplit--state-format st) format
          (popsplit--state-picture st) content
          (popsplit--state-grid st) (cons (plist-get result :width) (plist-get result :height)))
    (push (list (plist-get result :layoutVersion) tick (float-time)) (popsplit--state-history-drawn st))
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

(defun popsplit--state-request (st method params on-success &optional on-error)
  "Send METHOD with PARAMS about ST, as `popsplit--request' does.
Replies that come after ST's scene was closed (a revert, a kill) are dropped:
they are about the scene before."
  (let ((epoch (popsplit--state-epoch st)))
    (popsplit--request method params
                       (lambda (result)
                         (when (= epoch (popsplit--state-epoch st)) (funcall on-success result)))
                       (lambda (err)
                         (or (/= epoch (popsplit--state-epoch st))
                             (and on-error (funcall on-error err)))))))

(defun popsplit--request-render (st tick)
  "Ask for ST's picture (it shows the text of TICK)."
  (setf (popsplit--state-need-render st) nil
        (popsplit--state-inflight st) t
        (popsplit--state-render-pending st) t)
  (popsplit--state-request
   st "scene/render" (popsplit--render-params st)
   (lambda (result)
     (setf (popsplit--state-inflight st) nil (popsplit--state-render-pending st) nil)
     (if (>= (plist-get result :layoutVersion) (popsplit--state-drawn-version st))
         (popsplit--draw st result tick)
       (cl-incf (popsplit--state-dropped st))) ; older than the picture shown
     (when (> (popsplit--state-latest-version st) (popsplit--state-drawn-version st))
       (setf (popsplit--state-need-render st) t))
     (popsplit--pump st))
   (lambda (_err)
     (setf (popsplit--state-inflight st) nil (popsplit--state-render-pending st) nil)
     (popsplit--pump st)
     t)))

(defun popsplit--run-waiters (st)
  "Run what waited for the daemon to have ST's newest text."
  (unless (or (popsplit--state-dirty st) (popsplit--state-reload-pending st))
    (let ((waiters (reverse (popsplit--state-waiters st))))
      (setf (popsplit--state-waiters st) nil)
      (mapc #'funcall waiters))))

(defun popsplit--pump (st)
  "Send what ST needs next: its newest text (and a render), or a render.
At most one batch is on its way per scene; never waits."
  (when (and (not (popsplit--state-inflight st))
             (buffer-live-p (popsplit--state-buffer st))
             (popsplit--ensure-connection))
    (let ((visible (popsplit--preview-window st)))
      (cond
       ((popsplit--state-dirty st)
        (let* ((buffer (popsplit--state-buffer st))
               (text (with-current-buffer buffer
                       (save-restriction (widen) (buffer-substring-no-properties (point-min) (point-max)))))
               (tick (with-current-buffer buffer (buffer-chars-modified-tick)))
               (method (if (popsplit--state-opened st) "scene/reload" "scene/open")))
          (setf (popsplit--state-dirty st) nil
                (popsplit--state-tick-sent st) tick
                (popsplit--state-inflight st) t
                (popsplit--state-reload-pending st) t)
          (push tick (popsplit--state-history-sent st))
          (popsplit--state-request
           st method (append (list :scene (popsplit--state-scene st) :text text)
                          (popsplit--document-params buffer))
           (lambda (result)
             (setf (popsplit--state-opened st) t
                   (popsplit--state-document-format st) (or (plist-get result :format) "scene"))
             (popsplit--reloaded st tick visible (plist-get result :diagnostics)))
           (lambda (err)
             (let ((code (plist-get err :code)))
               (cond
                ((eql code -32010)
                 (popsplit--reloaded st tick visible
                                     (plist-get (plist-get err :data) :diagnostics))
                 (let ((preview (popsplit--state-preview-buffer st)))
                   (when (and (not (popsplit--state-opened st)) (not (popsplit--state-picture st))
                              (buffer-live-p preview))
                     (with-current-buffer preview
                       (let ((inhibit-read-only t))
                         (erase-buffer)
                         (insert "The document has errors (see Flymake):\n"
                                 "the preview appears once the daemon accepts it.\n")))))
                 t)
                ((and (eql code -32011) (equal method "scene/open"))
                 (popsplit--request "scene/close" (list :scene (popsplit--state-scene st)) #'ignore #'always)
                 (setf (popsplit--state-dirty st) t)
                 (popsplit--reloaded st tick visible nil)
                 t)
                (t (popsplit--reloaded st tick visible nil 'keep)
                   nil)))))
          (when (and (equal method "scene/open") (popsplit--state-restore st))
            (popsplit--send-restore st))
          (when visible (popsplit--request-render st tick))))
       ((and (popsplit--state-need-render st) visible (popsplit--state-opened st))
        (popsplit--request-render st (popsplit--state-tick-sent st)))))))

(defun popsplit--reloaded (st tick visible diagnostics &optional keep)
  "ST's text of TICK reached the daemon, which found DIAGNOSTICS (unless KEEP).
VISIBLE: a render was sent right behind it."
  (setf (popsplit--state-reload-pending st) nil
        (popsplit--state-tick-checked st) tick)
  (unless keep (popsplit--diagnostics st diagnostics))
  (unless visible
    (setf (popsplit--state-inflight st) nil)
    (popsplit--pump st))
  (popsplit--run-waiters st))

(defun popsplit--after-change (&rest _)
  "The buffer changed: send it after `popsplit-debounce'."
  (let ((st popsplit--state))
    (when st
      (setf (popsplit--state-dirty st) t)
      (when (popsplit--state-timer st) (cancel-timer (popsplit--state-timer st)))
      (setf (popsplit--state-timer st)
            (run-with-timer popsplit-debounce nil
                            (lambda ()
                              (setf (popsplit--state-timer st) nil)
                              (popsplit--pump st)))))))

(defun popsplit--when-synced (st fn)
  "Call FN once the daemon has ST's newest text (at once when it has)."
  (if (not (or (popsplit--state-dirty st) (popsplit--state-reload-pending st)))
      (funcall fn)
    (push fn (popsplit--state-waiters st))
    (when (popsplit--state-timer st)
      (cancel-timer (popsplit--state-timer st))
      (setf (popsplit--state-timer st) nil))
    (popsplit--pump st)))

(defun popsplit--scene-request (st method params on-success &optional on-error)
  "Send METHOD with PARAMS about ST once the daemon has its newest text."
  (popsplit--when-synced
   st (lambda ()
        (if (not (popsplit--state-opened st))
            (popsplit--say "the document has errors (see Flymake): %s needs a scene" method)
          (popsplit--request method (append (list :scene (popsplit--state-scene st)) params)
                             on-success on-error)))))

;;; Snapshots: the scene's state, kept to put it back after a restart

(defun popsplit--send-restore (st)
  "Put ST's scene back in the state of its kept snapshot.
Sent right behind the `scene/open' of a new daemon, before any render."
  (popsplit--state-request
   st "scene/restore" (list :scene (popsplit--state-scene st) :snapshot (popsplit--state-snapshot st))
   (lambda (_)
     (setf (popsplit--state-restore st) nil)
     (popsplit--say "restored the state of %s" (buffer-name (popsplit--state-buffer st))))
   (lambda (err)
     ;; -32011: the open before it failed (the document has errors): the next open restores.
     (unless (eql (plist-get err :code) -32011)
       (setf (popsplit--state-restore st) nil)
       (popsplit--say "could not restore the state of %s: %s"
                      (buffer-name (popsplit--state-buffer st)) (plist-get err :message)))
     t)))

(defun popsplit--schedule-snapshot (st)
  "Take ST's snapshot soon: its state changed (an event or a layout came).
Not for what a reload changed: that is the document's doing, kept by the
reload itself, so typing costs no snapshots."
  (unless (or (popsplit--state-snapshot-timer st) (popsplit--state-reload-pending st))
    (setf (popsplit--state-snapshot-timer st)
          (run-with-timer 0.05 nil #'popsplit--take-snapshot st))))

(defun popsplit--take-snapshot (st)
  "Ask for ST's snapshot and keep it.
Not while a restore is due: the scene is then at its launch state."
  (setf (popsplit--state-snapshot-timer st) nil)
  (when (and (popsplit--live-connection) (popsplit--state-opened st)
             (not (popsplit--state-restore st))
             (eq st (gethash (popsplit--state-scene st) popsplit--scenes)))
    (popsplit--state-request st "scene/snapshot" (list :scene (popsplit--state-scene st))
                       (lambda (result)
                         (unless (popsplit--state-restore st)
                           (setf (popsplit--state-snapshot st) (plist-get result :snapshot))))
                       #'always)))

;;; Notifications and questions

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

(defun popsplit--apply-delta (st params)
  "Rebuild ST's full layout from the delta layout PARAMS (protocol.md section 5).
Drop `removed', upsert `changed', sort by `order'.  A delta that does not
follow the layout held asks for the full one."
  (let ((layout (popsplit--state-layout st)))
    (if (not (and layout (eql (plist-get layout :version) (plist-get params :baseVersion))))
        (progn
          (setf (popsplit--state-layout st) nil)
          (popsplit--request "scene/layout" (list :scene (popsplit--state-scene st))
                             (lambda (result)
                               (let ((held (popsplit--state-layout st)))
                                 (when (or (null held) (<= (plist-get held :version) (plist-get result :version)))
                                   (setf (popsplit--state-layout st) result))))
                             #'always))
      (let ((by-id (make-hash-table :test #'equal)))
        (mapc (lambda (node) (puthash (plist-get node :id) node by-id)) (plist-get layout :nodes))
        (mapc (lambda (id) (remhash id by-id)) (plist-get params :removed))
        (mapc (lambda (node) (puthash (plist-get node :id) node by-id)) (plist-get params :changed))
        (setf (popsplit--state-layout st)
              (list :scene (plist-get params :scene) :version (plist-get params :version)
                    :orientation (plist-get params :orientation) :screen (plist-get params :screen)
                    :nodes (vconcat (delq nil (mapcar (lambda (id) (gethash id by-id))
                                                      (plist-get params :order))))))))))

(defun popsplit--notification (method params)
  "A notification METHOD with PARAMS from the daemon."
  (let ((st (gethash (plist-get params :scene) popsplit--scenes)))
    (when st
      (when (memq method '(scene/event scene/layout))
        (popsplit--schedule-snapshot st))
      (pcase method
        ('scene/event (popsplit--record-event st (popsplit--event-line params)))
        ('scene/layout
         (if (equal (plist-get params :mode) "delta")
             (popsplit--apply-delta st params)
           (setf (popsplit--state-layout st) params))
         (setf (popsplit--state-latest-version st)
               (max (popsplit--state-latest-version st) (or (plist-get params :version) 0)))
         ;; A render on its way was sent after whatever caused this layout: it will draw it.
         (when (and (> (popsplit--state-latest-version st) (popsplit--state-drawn-version st))
                    (not (popsplit--state-render-pending st)))
           (setf (popsplit--state-need-render st) t)
           (popsplit--pump st)))
        ('preview/reveal (popsplit--reveal st (plist-get params :node)))))))

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

(defun popsplit--question (method params)
  "Answer the delegate's question METHOD (PARAMS) as `popsplit-questions' says.
nil (null) lets the daemon's default answer apply."
  (let* ((default (plist-get params :default))
         (yes-or-no (memq default '(t :json-false)))
         (answer
          (pcase popsplit-questions
            ('yes (and yes-or-no (list :answer t)))
            ('no (and yes-or-no (list :answer :json-false)))
            ('ask (and yes-or-no
                       (list :answer (if (y-or-n-p (format "%s " (popsplit--question-text params)))
                                         t :json-false))))))
         (st (gethash (plist-get params :scene) popsplit--scenes)))
    (when st
      (popsplit--record-event st (format "    ?  %s  answered %s" (or (plist-get params :selector) method)
                                         (if answer
                                             (if (eq (plist-get answer :answer) t) "yes" "no")
                                           (format "default (%s)" (if (eq default :json-false) "no"
                                                                    (if (eq default t) "yes" default)))))))
    answer))

;;; Jumps

(defun popsplit--locate (st node fn)
  "Call FN with NODE and its declaration range in ST.
For chrome popsplit derives (nav.back) the owner's declaration."
  (popsplit--scene-request
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
  (setf (popsplit--state-need-render st) t)
  (popsplit--pump st)
  (when (popsplit--state-page st)
    (popsplit--request "preview/highlight" (list :scene (popsplit--state-scene st) :node node)
                       #'ignore)))

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
    (let* ((st (popsplit--attach)) (pos (point)) (buffer (current-buffer)))
      (popsplit--when-synced
       st (lambda ()
            (let ((line (with-current-buffer buffer (1- (line-number-at-pos pos))))
                  (character (with-current-buffer buffer (popsplit--character pos))))
              (popsplit--scene-request
               st "scene/nodeAt" (list :position (list :line line :character character))
               (lambda (result)
                 (let ((node (plist-get result :node)))
                   (if (not node)
                       (popsplit--say "no node is declared at point")
                     (popsplit--highlight st node)
                     (setq popsplit-last-jump (list 'source node))
                     (popsplit--say "node %s" node)))))))))))

;;; Modes and commands

(defvar popsplit-preview-mode-map
  (let ((map (make-sparse-keymap)))
    (define-key map (kbd "RET") #'popsplit-tap-at-point)
    (define-key map (kbd "M-.") #'popsplit-jump)
    (define-key map (kbd "j") #'popsplit-jump)
    (define-key map (kbd "r") #'popsplit-rotate)
    (define-key map (kbd "e") #'popsplit-events)
    (define-key map (kbd "b") #'popsplit-browse)
    (define-key map [mouse-1] #'popsplit-tap-at-mouse)
    map)
  "Keys of the preview buffer.")

(define-derived-mode popsplit-preview-mode special-mode "popsplit-preview"
  "The iPad picture of a scene document.
RET taps the iPad at point; M-. or j jumps to the declaration of the
node under point; r rotates; e shows the events; b opens the page.

\\{popsplit-preview-mode-map}"
  (setq-local truncate-lines t)
  (setq-local cursor-type 'box))

(define-derived-mode popsplit-events-mode special-mode "popsplit-events"
  "The delegate and lifecycle events of a scene, as they arrive.")

;;;###autoload
(define-minor-mode popsplit-mode
  "Keep a popsplit scene of this buffer: reloaded as you type, checked by Flymake.
The popsplit commands turn it on; it binds no keys (`popsplit-mode-map' is
yours to fill).  It survives `revert-buffer' and `find-alternate-file': the
scene is closed and opened again from the text read back."
  :lighter " popsplit"
  :keymap (make-sparse-keymap)
  (if popsplit-mode
      (progn
        (unless popsplit--state
          (setq popsplit--state (popsplit--state-create
                                 :buffer (current-buffer)
                                 :scene (format "emacs%d" (cl-incf popsplit--counter)))))
        (puthash (popsplit--state-scene popsplit--state) popsplit--state popsplit--scenes)
        (add-hook 'after-change-functions #'popsplit--after-change nil t)
        ;; As Eglot does: this buffer's problems are the daemon's.
        (setq-local flymake-diagnostic-functions (list #'popsplit-flymake))
        (add-hook 'kill-buffer-hook #'popsplit--park nil t)
        (add-hook 'change-major-mode-hook #'popsplit--park nil t)
        (flymake-mode 1)
        (popsplit--pump popsplit--state))
    (popsplit--detach)))

(defun popsplit--close-scene (st)
  "Close ST's scene in the daemon and forget what the daemon knew of it.
Its Flymake report function goes too: it belongs to a Flymake run that ends."
  (remhash (popsplit--state-scene st) popsplit--scenes)
  (cl-incf (popsplit--state-epoch st))
  (dolist (timer (list (popsplit--state-timer st) (popsplit--state-snapshot-timer st)))
    (when timer (cancel-timer timer)))
  (setf (popsplit--state-timer st) nil (popsplit--state-snapshot-timer st) nil)
  ;; Also when an open is on its way (not yet `opened'): it may succeed.
  (when (popsplit--live-connection)
    (popsplit--request "scene/close" (list :scene (popsplit--state-scene st)) #'ignore #'always))
  (popsplit--reset st)
  (setf (popsplit--state-report-fn st) nil (popsplit--state-diagnostics st) nil
        (popsplit--state-snapshot st) nil (popsplit--state-restore st) nil))

(defun popsplit--kill-views (st)
  "Kill ST's preview and events buffers."
  (dolist (buffer (list (popsplit--state-preview-buffer st) (popsplit--state-events-buffer st)))
    (when (buffer-live-p buffer) (kill-buffer buffer))))

(defun popsplit--detach ()
  "Close this buffer's scene and its preview and events buffers."
  (let ((st popsplit--state))
    (when st
      (setq popsplit--state nil)
      (popsplit--close-scene st)
      (popsplit--kill-views st)))
  (remove-hook 'after-change-functions #'popsplit--after-change t)
  (remove-hook 'kill-buffer-hook #'popsplit--park t)
  (remove-hook 'change-major-mode-hook #'popsplit--park t)
  (kill-local-variable 'flymake-diagnostic-functions))

(defvar popsplit--parked nil
  "Scenes whose buffer is reverted or replaced: (BUFFER FILE STATE) each.
`revert-buffer' sets the major mode again, which kills the buffer's local
variables; `find-alternate-file' kills the buffer and visits the file in a
new one.  Either way the scene is closed, and the buffer that comes back
with its major mode (the same one, or one visiting the same file) takes the
state back, preview and events buffers included.  What no buffer takes back
in the same command is dropped.")

(defun popsplit--park ()
  "This buffer's major mode changes or the buffer is killed: close its scene.
Its state waits in `popsplit--parked' for the buffer that comes back."
  (let ((st popsplit--state))
    (when st
      (popsplit--close-scene st)
      ;; Flymake's overlays outlive the local variables `revert-buffer' kills: remove them.
      (when flymake-mode (flymake-mode -1))
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
The scene is opened again from the buffer's text; its preview follows."
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
  (when (and (not popsplit-mode) (not popsplit--owner)
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
      (progn (unless popsplit-mode (popsplit-mode 1)) popsplit--state)))

(defun popsplit--redraw-on-resize (frame)
  "Redraw previews in FRAME whose windows changed size."
  (maphash (lambda (_ st)
             (let ((window (popsplit--preview-window st)))
               (when (and window (eq (window-frame window) frame)
                          (equal (popsplit--format st) "text")
                          (not (equal (popsplit--grid st) (popsplit--state-grid st))))
                 (setf (popsplit--state-need-render st) t)
                 (popsplit--pump st))))
           popsplit--scenes))

(add-hook 'window-size-change-functions #'popsplit--redraw-on-resize)

(defun popsplit--redraw-all ()
  "Draw every preview again (a setting of the picture changed)."
  (maphash (lambda (_ st)
             (setf (popsplit--state-need-render st) t)
             (popsplit--pump st))
           popsplit--scenes))

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
    (setf (popsplit--state-need-render st) t)
    (popsplit--pump st)
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
    (popsplit--scene-request
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
  (popsplit--scene-request st "touch/tap" (list :point point)
                           (lambda (result)
                             (setq popsplit-last-tap result)
                             (popsplit--say "%s" (popsplit--describe-tap point result)))))

;;;###autoload
(defun popsplit-tap (x y)
  "Tap the iPad's screen at X, Y (points, window coordinates)."
  (interactive "nx (points): \nny (points): ")
  (popsplit--tap (popsplit--attach) (vector x y)))

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
  "Open the daemon's preview page of this scene in a browser."
  (interactive)
  (let ((st (popsplit--attach)))
    (popsplit--scene-request
     st "preview/start" nil
     (lambda (result)
       (let ((url (plist-get result :url)))
         (setf (popsplit--state-page st) t (popsplit--state-url st) url)
         (setq popsplit-last-url url)
         (popsplit--say "preview page: %s" url)
         (funcall popsplit-browse-function url)
         (when (popsplit--state-highlight st)
           (popsplit--request "preview/highlight" (list :scene (popsplit--state-scene st)
                                                        :node (popsplit--state-highlight st))
                              #'ignore))))
     (lambda (err)
       (when (eql (plist-get err :code) -32601)
         (popsplit--say "this popsplit has no preview page (preview/start): update it")
         t)))))

(defun popsplit-background ()
  "Send the app to the background (or bring it back with a prefix argument)."
  (interactive)
  (popsplit--scene-request (popsplit--attach)
                           (if current-prefix-arg "app/enterForeground" "app/enterBackground") nil
                           (lambda (_) (popsplit--say "done"))))

(provide 'popsplit)
;;; popsplit.el ends here
