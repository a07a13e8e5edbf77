-- popsplit.nvim: a live iPad preview of a popsplit scene document, drawn by `popsplit serve`.
--
-- One daemon per Neovim. Each buffer the user points a command at becomes a scene (`nvim<bufnr>`)
-- opened from the buffer's text; every change is sent again (`scene/reload`), debounced and
-- coalesced: at most one reload and one render are on their way per buffer, and the newest text
-- goes next. Nothing ever waits for the daemon: every request is answered through a callback.
local rpc = require('popsplit.rpc')
local configuration = require('popsplit.config')

local M = {}

M.version = '0.1.0'
M.config = configuration.build({})

local api = vim.api
local uv = vim.loop

local ns_diagnostics = api.nvim_create_namespace('popsplit')
local ns_highlight = api.nvim_create_namespace('popsplit-highlight')

--- The daemon: its connection, a generation counter (callbacks of a dead daemon are ignored), the
--- position encoding it chose at initialize, recent restarts.
local daemon = { conn = nil, gen = 0, encoding = nil, info = nil, restarts = {}, stopping = false, starts = 0 }
--- Scene state by source buffer, by scene id, and preview buffer -> source state.
local states, by_scene, by_preview, by_events = {}, {}, {}, {}

--- Messages shown to the user (the tests read them).
M.messages = {}
--- Functions called after each preview is drawn: hook(state).
M.on_draw = {}

local function say(message, level)
  table.insert(M.messages, message)
  if #M.messages > 200 then
    table.remove(M.messages, 1)
  end
  vim.notify('popsplit: ' .. message, level or vim.log.levels.INFO)
end

-- ------------------------------------------------------------------------------------------------
-- Positions: the daemon's (utf-8, utf-16 or utf-32 characters, zero-based) <-> Neovim's bytes.

local function to_byte(line, character, encoding)
  line = line or ''
  if encoding == 'utf-8' then
    return math.min(character, #line)
  end
  local ok, byte = pcall(vim.str_byteindex, line, character, encoding == 'utf-16')
  if ok then
    return byte
  end
  return #line
end

local function from_byte(line, col, encoding)
  line = line or ''
  col = math.min(col, #line)
  if encoding == 'utf-8' then
    return col
  end
  local utf32, utf16 = vim.str_utfindex(line, col)
  if encoding == 'utf-16' then
    return utf16
  end
  return utf32
end

M._to_byte, M._from_byte = to_byte, from_byte

-- ------------------------------------------------------------------------------------------------
-- Diagnostics.

--- The extent of the JSON token that starts at byte `col` of `line` (a diagnostic from a daemon
--- that gives only a line and a column).
local function token_end(line, col)
  local rest = line:sub(col + 1)
  local quoted = rest:match('^"[^"]*"?')
  if quoted then
    return col + #quoted
  end
  local bare = rest:match('^[^,%]}%s]+')
  if bare then
    return col + #bare
  end
  return math.min(col + 1, #line)
end

local function set_diagnostics(st, list, lines)
  local items = {}
  for _, d in ipairs(list or {}) do
    local lnum, col, end_lnum, end_col
    if type(d.range) == 'table' and d.range.start then
      local encoding = daemon.encoding or 'utf-16'
      lnum, end_lnum = d.range.start.line, d.range['end'].line
      col = to_byte(lines[lnum + 1], d.range.start.character, encoding)
      end_col = to_byte(lines[end_lnum + 1], d.range['end'].character, encoding)
    elseif type(d.line) == 'number' then
      lnum = d.line - 1
      local text = lines[lnum + 1] or ''
      col = to_byte(text, (d.column or 1) - 1, 'utf-32')
      end_lnum, end_col = lnum, token_end(text, col)
    else
      lnum, col, end_lnum, end_col = 0, 0, 0, 0
    end
    local severity = d.severity
    if severity == 'error' or severity == 1 then
      severity = vim.diagnostic.severity.ERROR
    else
      severity = vim.diagnostic.severity.WARN
    end
    local message = d.message or '?'
    if d.path and d.path ~= '$' then
      message = message .. ' (' .. d.path .. ')'
    end
    table.insert(items, {
      lnum = lnum,
      col = col,
      end_lnum = end_lnum,
      end_col = end_col,
      severity = severity,
      message = message,
      source = 'popsplit',
      code = d.code or d.kind,
    })
  end
  st.diagnostics = items
  if api.nvim_buf_is_valid(st.bufnr) then
    vim.diagnostic.set(ns_diagnostics, st.bufnr, items)
  end
end

-- ------------------------------------------------------------------------------------------------
-- The daemon's lifecycle.

local pump, on_exit, on_notification, on_question, apply_delta

local function start_daemon()
  daemon.stopping = false
  daemon.gen = daemon.gen + 1
  local gen = daemon.gen
  local conn, err = rpc.start(M.config.cmd, {
    on_notification = function(method, params)
      if gen == daemon.gen then
        on_notification(method, params)
      end
    end,
    on_request = function(method, params)
      return on_question(method, params)
    end,
    on_exit = function(code, signal, stderr_tail)
      on_exit(gen, code, signal, stderr_tail)
    end,
  })
  if not conn then
    say('cannot start ' .. table.concat(M.config.cmd, ' ') .. ': ' .. err, vim.log.levels.ERROR)
    return nil
  end
  daemon.conn, daemon.encoding, daemon.info = conn, nil, nil
  daemon.starts = daemon.starts + 1
  conn:request('initialize', {
    processId = vim.fn.getpid(),
    clientInfo = { name = 'popsplit.nvim', version = M.version },
    capabilities = {
      general = { positionEncodings = { 'utf-8', 'utf-16' } },
      -- Delta layouts: after a scene's first layout only what changed comes (a keystroke in a
      -- 200-node scene is one node, not 200).
      popsplit = { delegateQuestions = M.config.questions ~= 'default', layoutMode = 'delta' },
    },
  }, function(e, result)
    if gen ~= daemon.gen then
      return
    end
    if e then
      say('initialize failed: ' .. tostring(e.message), vim.log.levels.ERROR)
      return
    end
    daemon.info = result
    daemon.encoding = result.capabilities and result.capabilities.positionEncoding or nil
  end)
  conn:notify('initialized', vim.empty_dict())
  return conn
end

local function ensure_daemon()
  if daemon.conn then
    -- A daemon that died is restarted by on_exit, not here.
    return (not daemon.conn.closed) and daemon.conn or nil
  end
  if daemon.gave_up then
    return nil
  end
  return start_daemon()
end

local function reset_scene_state(st)
  st.opened, st.inflight, st.dirty, st.render_pending = false, false, true, false
  st.drawn_version, st.latest_version, st.need_render = 0, 0, true
  st.waiters = {}
end

local function reopen_all()
  local count = 0
  for _, st in pairs(states) do
    reset_scene_state(st)
    count = count + 1
    pump(st)
  end
  return count
end

on_exit = function(gen, code, signal, stderr_tail)
  if gen ~= daemon.gen then
    return
  end
  daemon.conn = nil
  if daemon.stopping then
    return
  end
  for _, st in pairs(states) do
    reset_scene_state(st)
  end
  local last = vim.trim(stderr_tail or ''):match('([^\n]*)$') or ''
  local said = string.format('the daemon stopped (exit code %d, signal %d)', code or -1, signal or 0)
  if last ~= '' then
    said = said .. ': ' .. last
  end
  local now = uv.now() / 1000
  local recent = {}
  for _, t in ipairs(daemon.restarts) do
    if now - t < M.config.restart_window_s then
      table.insert(recent, t)
    end
  end
  daemon.restarts = recent
  if #recent >= M.config.max_restarts then
    daemon.gave_up = true
    say(string.format('%s; gave up after %d restarts in %d s: :PopsplitRestart starts it again', said,
      #recent, M.config.restart_window_s), vim.log.levels.ERROR)
    return
  end
  table.insert(daemon.restarts, now)
  say(said .. '; restarting it', vim.log.levels.WARN)
  vim.defer_fn(function()
    if daemon.conn or gen ~= daemon.gen then
      return
    end
    if start_daemon() then
      local n = reopen_all()
      say(string.format('restarted the daemon; reopened %d document%s', n, n == 1 and '' or 's'))
    end
  end, 50)
end

--- Starts the daemon again (after it gave up, or to pick up a new binary) and reopens every
--- scene.
function M.restart()
  daemon.gave_up, daemon.restarts = false, {}
  local old = daemon.conn
  daemon.conn = nil
  daemon.gen = daemon.gen + 1 -- the old one's exit is ignored
  if old then
    old:stop()
  end
  if start_daemon() then
    local n = reopen_all()
    say(string.format('restarted the daemon; reopened %d document%s', n, n == 1 and '' or 's'))
  end
end

--- Stops the daemon (shutdown, exit).
function M.stop()
  daemon.stopping = true
  if daemon.conn then
    daemon.conn:stop()
  end
end

-- ------------------------------------------------------------------------------------------------
-- Scenes and their previews.

local function preview_window(st)
  if not (st.preview_buf and api.nvim_buf_is_valid(st.preview_buf)) then
    return nil
  end
  local win = vim.fn.bufwinid(st.preview_buf)
  if win == -1 then
    return nil
  end
  return win
end

--- The grid {columns, rows} the preview window can show.
local function grid_size(st)
  if M.config.grid then
    return M.config.grid[1], M.config.grid[2]
  end
  local win = preview_window(st)
  local width = win and api.nvim_win_get_width(win) or 96
  local height = win and (api.nvim_win_get_height(win) - 1) or 48
  local columns, rows = width, height
  if M.config.fit == 'aspect' then
    local screen = st.layout and st.layout.screen or { 0, 0, 768, 1024 }
    local ratio = 2 * screen[3] / screen[4] -- columns per row for true proportions
    columns = math.min(width, math.floor(height * ratio))
    rows = math.min(height, math.floor(columns / ratio + 0.5))
  end
  local function clamp(n)
    return math.max(8, math.min(400, n))
  end
  return clamp(columns), clamp(rows)
end

--- The picture's geometry from its first line: `portrait 768x1024, 96x48 cells`.
local function picture_geometry(st)
  local first = st.picture and st.picture[1]
  if not first then
    return nil
  end
  local w, h, c, r = first:match('^%S+ ([%d.]+)x([%d.]+), (%d+)x(%d+) cells')
  if not w then
    return nil
  end
  return { width = tonumber(w), height = tonumber(h), columns = tonumber(c), rows = tonumber(r) }
end

local function find_node(st, id)
  for _, node in ipairs(st.layout and st.layout.nodes or {}) do
    if node.id == id then
      return node
    end
  end
  return nil
end

--- The cells of a node in the text picture: rows r0..r1-1, columns c0..c1-1 (zero-based).
local function node_cells(st, id)
  local g, node = picture_geometry(st), find_node(st, id)
  if not (g and node and node.frame) then
    return nil
  end
  local cw, ch = g.width / g.columns, g.height / g.rows
  local x, y, w, h = node.frame[1], node.frame[2], node.frame[3], node.frame[4]
  local function edge(v, size, limit)
    return math.max(0, math.min(limit, math.floor(v / size + 0.5)))
  end
  local c0, c1 = edge(x, cw, g.columns), edge(x + w, cw, g.columns)
  local r0, r1 = edge(y, ch, g.rows), edge(y + h, ch, g.rows)
  if c1 <= c0 then
    c1 = math.min(g.columns, c0 + 1)
    c0 = c1 - 1
  end
  if r1 <= r0 then
    r1 = math.min(g.rows, r0 + 1)
    r0 = r1 - 1
  end
  return { r0 = r0, r1 = r1, c0 = c0, c1 = c1 }
end
M._node_cells = node_cells

local function apply_highlight(st)
  local buf = st.preview_buf
  if not (buf and api.nvim_buf_is_valid(buf)) then
    return
  end
  api.nvim_buf_clear_namespace(buf, ns_highlight, 0, -1)
  st.highlight_cells = nil
  if not st.highlight then
    return
  end
  local cells = node_cells(st, st.highlight)
  if not cells then
    return
  end
  st.highlight_cells = cells
  for r = cells.r0, cells.r1 - 1 do
    local line = st.picture[r + 2] or ''
    local ok1, b0 = pcall(vim.str_byteindex, line, cells.c0)
    local ok2, b1 = pcall(vim.str_byteindex, line, cells.c1)
    if not ok1 then
      b0 = #line
    end
    if not ok2 then
      b1 = #line
    end
    api.nvim_buf_add_highlight(buf, ns_highlight, 'PopsplitNode', r + 1, b0, b1)
  end
  local win = preview_window(st)
  if win then
    local line = st.picture[cells.r0 + 2] or ''
    local ok, b0 = pcall(vim.str_byteindex, line, cells.c0)
    pcall(api.nvim_win_set_cursor, win, { cells.r0 + 2, ok and b0 or 0 })
  end
end

local function draw(st, result, tick)
  st.drawn_version, st.tick_drawn = result.layoutVersion, tick
  st.grid = { result.width, result.height }
  local lines = vim.split(result.content, '\n', { plain = true })
  if lines[#lines] == '' then
    table.remove(lines)
  end
  st.picture = lines
  table.insert(st.history.drawn, { version = result.layoutVersion, tick = tick, time = uv.hrtime() })
  if #st.history.drawn > 1000 then
    table.remove(st.history.drawn, 1)
  end
  local buf = st.preview_buf
  if buf and api.nvim_buf_is_valid(buf) then
    api.nvim_buf_set_option(buf, 'modifiable', true)
    api.nvim_buf_set_lines(buf, 0, -1, false, lines)
    api.nvim_buf_set_option(buf, 'modifiable', false)
    apply_highlight(st)
  end
  for _, hook in ipairs(M.on_draw) do
    pcall(hook, st)
  end
end

local function run_waiters(st)
  if st.dirty or st.inflight_reload then
    return
  end
  local waiters = st.waiters
  st.waiters = {}
  for _, fn in ipairs(waiters) do
    fn()
  end
end

local function request_render(st, conn, gen, tick)
  local columns, rows = grid_size(st)
  st.need_render = false
  st.inflight, st.render_pending = true, true
  conn:request('scene/render', {
    scene = st.scene,
    format = 'text',
    options = { columns = columns, rows = rows, highlight = st.highlight },
  }, function(err, result)
    if gen ~= daemon.gen or states[st.bufnr] ~= st then
      return
    end
    st.inflight, st.render_pending = false, false
    if not err and result then
      if result.layoutVersion >= st.drawn_version then
        draw(st, result, tick)
      else
        st.dropped = st.dropped + 1 -- a picture older than the one shown
      end
    end
    if st.latest_version > st.drawn_version then
      st.need_render = true
    end
    pump(st)
  end)
end

--- Sends what a scene needs next: its newest text (with a render right behind it, pipelined), or
--- a render alone. At most one batch per scene is on its way; never waits.
pump = function(st)
  if st.inflight or st.detached then
    return
  end
  local conn = ensure_daemon()
  if not conn then
    return
  end
  local gen = daemon.gen
  local visible = preview_window(st) ~= nil
  if st.dirty then
    st.dirty = false
    local lines = api.nvim_buf_get_lines(st.bufnr, 0, -1, false)
    local tick = api.nvim_buf_get_changedtick(st.bufnr)
    table.insert(st.history.sent, tick)
    if #st.history.sent > 1000 then
      table.remove(st.history.sent, 1)
    end
    st.tick_sent = tick
    local method = st.opened and 'scene/reload' or 'scene/open'
    st.inflight, st.inflight_reload = true, true
    conn:request(method, { scene = st.scene, text = table.concat(lines, '\n') .. '\n' }, function(err, result)
      if gen ~= daemon.gen or states[st.bufnr] ~= st then
        return
      end
      st.inflight_reload = false
      if err then
        if err.code == -32010 then
          st.doc_error = true
          set_diagnostics(st, err.data and err.data.diagnostics or {}, lines)
          local buf = st.preview_buf
          if not st.opened and not st.picture and buf and api.nvim_buf_is_valid(buf) then
            api.nvim_buf_set_option(buf, 'modifiable', true)
            api.nvim_buf_set_lines(buf, 0, -1, false, { 'The document has errors (see the diagnostics):',
              'the preview appears once the daemon accepts it.' })
            api.nvim_buf_set_option(buf, 'modifiable', false)
          end
        elseif err.code == -32011 and method == 'scene/open' then
          -- The id is taken (a scene left from before): close it and open again.
          conn:request('scene/close', { scene = st.scene }, function() end)
          st.dirty = true
        elseif err.code ~= -32099 then
          say(method .. ': ' .. tostring(err.message), vim.log.levels.WARN)
        end
      else
        st.opened, st.doc_error = true, false
        set_diagnostics(st, result.diagnostics, lines)
      end
      st.tick_checked = tick
      if not visible then
        st.inflight = false
        pump(st)
      end
      run_waiters(st)
    end)
    if visible then
      request_render(st, conn, gen, tick)
    end
  elseif st.need_render and visible and st.opened then
    request_render(st, conn, gen, st.tick_sent)
  end
end

local function schedule_pump(st)
  if M.config.debounce_ms == 0 then
    vim.schedule(function()
      pump(st)
    end)
    return
  end
  if not st.timer then
    st.timer = uv.new_timer()
  end
  st.timer:stop()
  st.timer:start(M.config.debounce_ms, 0, vim.schedule_wrap(function()
    if not st.detached then
      pump(st)
    end
  end))
end

local function detach(bufnr)
  local st = states[bufnr]
  if not st then
    return
  end
  st.detached = true
  states[bufnr], by_scene[st.scene] = nil, nil
  if st.timer then
    st.timer:stop()
    st.timer:close()
  end
  if st.preview_buf then
    by_preview[st.preview_buf] = nil
  end
  if st.events_buf then
    by_events[st.events_buf] = nil
  end
  if daemon.conn and st.opened then
    daemon.conn:request('scene/close', { scene = st.scene }, function() end)
  end
  for _, buf in ipairs({ st.preview_buf, st.events_buf }) do
    if buf and api.nvim_buf_is_valid(buf) then
      pcall(api.nvim_buf_delete, buf, { force = true })
    end
  end
end

--- Makes a buffer a scene (once): opened from its text, reloaded on every change.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and api.nvim_get_current_buf() or bufnr
  if by_preview[bufnr] or by_events[bufnr] then
    return by_preview[bufnr] or by_events[bufnr]
  end
  if states[bufnr] then
    return states[bufnr]
  end
  local st = {
    bufnr = bufnr,
    scene = 'nvim' .. bufnr,
    events = {},
    waiters = {},
    history = { sent = {}, drawn = {} },
    tick_sent = -1,
    tick_drawn = -1,
    dropped = 0,
  }
  reset_scene_state(st)
  states[bufnr], by_scene[st.scene] = st, st
  api.nvim_buf_attach(bufnr, false, {
    on_lines = function()
      if states[bufnr] ~= st then
        return true
      end
      st.dirty = true
      schedule_pump(st)
    end,
    on_reload = function()
      if states[bufnr] == st then
        st.dirty = true
        schedule_pump(st)
      end
    end,
    on_detach = function()
      vim.schedule(function()
        if states[bufnr] == st then
          detach(bufnr)
        end
      end)
    end,
  })
  pump(st)
  return st
end

--- Runs fn once the daemon has the buffer's newest text (at once when it has).
local function when_synced(st, fn)
  if not st.dirty and not st.inflight_reload then
    fn()
    return
  end
  table.insert(st.waiters, fn)
  if st.timer then
    st.timer:stop()
  end
  pump(st)
end

--- A request about a scene once the daemon has its newest text; callback(result) on success.
local function scene_request(st, method, params, callback, on_error)
  when_synced(st, function()
    local conn = ensure_daemon()
    if not conn then
      return
    end
    if not st.opened then
      say('the document has errors (see the diagnostics): ' .. method .. ' needs a scene', vim.log.levels.WARN)
      return
    end
    local gen = daemon.gen
    params.scene = st.scene
    conn:request(method, params, function(err, result)
      if gen ~= daemon.gen then
        return
      end
      if err then
        if on_error and on_error(err) then
          return
        end
        say(method .. ': ' .. tostring(err.message), vim.log.levels.WARN)
        return
      end
      if callback then
        callback(result)
      end
    end)
  end)
end

-- ------------------------------------------------------------------------------------------------
-- Notifications and questions from the daemon.

local function events_append(st, lines)
  local buf = st.events_buf
  if not (buf and api.nvim_buf_is_valid(buf)) then
    return
  end
  api.nvim_buf_set_option(buf, 'modifiable', true)
  local count = api.nvim_buf_line_count(buf)
  local empty = count == 1 and api.nvim_buf_get_lines(buf, 0, 1, false)[1] == ''
  api.nvim_buf_set_lines(buf, empty and 0 or count, -1, false, lines)
  api.nvim_buf_set_option(buf, 'modifiable', false)
  local last = api.nvim_buf_line_count(buf)
  for _, win in ipairs(api.nvim_list_wins()) do
    if api.nvim_win_get_buf(win) == buf then
      api.nvim_win_set_cursor(win, { last, 0 })
    end
  end
end

local function event_line(params)
  local args = params.args
  local args_text = (type(args) ~= 'table' or vim.tbl_isempty(args)) and '{}' or vim.json.encode(args)
  return string.format('%5d  %s  %s  %s', params.seq or 0, params.name or '?', params.target or '-', args_text)
end

local function record_event(st, line)
  table.insert(st.events, line)
  if #st.events > M.config.max_events then
    table.remove(st.events, 1)
  end
  events_append(st, { line })
end

local reveal

--- Rebuilds the full node list from a delta layout (protocol.md section 5): drop `removed`,
--- upsert `changed`, sort by `order`. A delta that does not follow the layout held (it cannot
--- happen on one pipe, but a client that lost track resynchronises) asks for the full layout.
function apply_delta(st, params)
  local layout = st.layout
  if not (layout and layout.nodes and layout.version == params.baseVersion) then
    st.layout = nil
    if daemon.conn then
      daemon.conn:request('scene/layout', { scene = st.scene }, function(err, result)
        if not err and result and (not st.layout or (st.layout.version or 0) <= result.version) then
          st.layout = result
        end
      end)
    end
    return
  end
  local by_id = {}
  for _, node in ipairs(layout.nodes) do
    by_id[node.id] = node
  end
  for _, id in ipairs(params.removed or {}) do
    by_id[id] = nil
  end
  for _, node in ipairs(params.changed or {}) do
    by_id[node.id] = node
  end
  local nodes = {}
  for _, id in ipairs(params.order or {}) do
    nodes[#nodes + 1] = by_id[id]
  end
  st.layout = {
    scene = params.scene,
    version = params.version,
    orientation = params.orientation,
    screen = params.screen,
    applicationFrame = params.applicationFrame,
    nodes = nodes,
  }
end

on_notification = function(method, params)
  if type(params) ~= 'table' then
    return
  end
  local st = by_scene[params.scene]
  if not st then
    return
  end
  if method == 'scene/event' then
    record_event(st, event_line(params))
  elseif method == 'scene/layout' then
    if params.mode == 'delta' then
      apply_delta(st, params)
    else
      st.layout = params
    end
    st.latest_version = math.max(st.latest_version, params.version or 0)
    -- A render on its way was sent after whatever caused this layout (the daemon answers in
    -- order): it will draw it.
    if st.latest_version > st.drawn_version and not st.render_pending then
      st.need_render = true
      pump(st)
    end
  elseif method == 'preview/reveal' then
    reveal(st, params.node)
  end
end

on_question = function(method, params)
  params = params or {}
  local mode, default = M.config.questions, params.default
  local answer = vim.NIL
  if type(default) == 'boolean' then
    if mode == 'yes' then
      answer = { answer = true }
    elseif mode == 'no' then
      answer = { answer = false }
    elseif mode == 'ask' then
      local args = {}
      for k, v in pairs(params.args or {}) do
        table.insert(args, k .. '=' .. tostring(v))
      end
      table.sort(args)
      local choice = vim.fn.confirm(string.format('popsplit asks %s (%s)', params.selector or method,
        table.concat(args, ', ')), '&Yes\n&No\n&Default', 3)
      if choice == 1 then
        answer = { answer = true }
      elseif choice == 2 then
        answer = { answer = false }
      end
    end
  end
  local st = by_scene[params.scene]
  if st then
    local said = answer == vim.NIL and ('default (' .. tostring(default) .. ')') or tostring(answer.answer)
    record_event(st, string.format('    ?  %s  answered %s', params.selector or method, said))
  end
  return answer
end

-- ------------------------------------------------------------------------------------------------
-- Jumps: source <-> preview.

local function source_window(st)
  local win = vim.fn.bufwinid(st.bufnr)
  if win ~= -1 then
    return win
  end
  -- The window the user came from, else the current one, shows the source.
  vim.cmd('wincmd p')
  win = api.nvim_get_current_win()
  if api.nvim_win_get_buf(win) == st.preview_buf or api.nvim_win_get_buf(win) == st.events_buf then
    vim.cmd('aboveleft vsplit')
    win = api.nvim_get_current_win()
  end
  api.nvim_win_set_buf(win, st.bufnr)
  return win
end

local function jump_to_range(st, range)
  local win = source_window(st)
  api.nvim_set_current_win(win)
  local line = range.start.line
  local text = api.nvim_buf_get_lines(st.bufnr, line, line + 1, false)[1] or ''
  local col = to_byte(text, range.start.character, daemon.encoding or 'utf-16')
  api.nvim_win_set_cursor(win, { line + 1, col })
  M.last_jump = { from = 'preview', line = line + 1, col = col }
end

--- Finds the declaration of `node` (or, for chrome popsplit derives, `nav.back`, its owner's).
local function locate(st, node, callback)
  scene_request(st, 'scene/locate', { node = node }, function(result)
    callback(node, result.range)
  end, function(err)
    local owner = node:match('^(.*)%.[^.]+$')
    if err.code == -32012 and owner then
      locate(st, owner, callback)
      return true
    end
    if err.code == -32012 then
      say('node ' .. node .. ' is declared nowhere in the document', vim.log.levels.WARN)
      return true
    end
    return false
  end)
end

reveal = function(st, node)
  if type(node) ~= 'string' then
    return
  end
  locate(st, node, function(found, range)
    jump_to_range(st, range)
    say('revealed ' .. found)
  end)
end

--- The preview cell under the cursor as a point of the screen, and the front-most node there.
local function preview_target(st)
  local g = picture_geometry(st)
  if not g then
    return nil
  end
  local win = api.nvim_get_current_win()
  local row = api.nvim_win_get_cursor(win)[1] - 2
  local col = vim.fn.virtcol('.') - 1
  if row < 0 or row >= g.rows or col >= g.columns then
    return nil
  end
  local x = (col + 0.5) * g.width / g.columns
  local y = (row + 0.5) * g.height / g.rows
  x, y = math.floor(x * 1000 + 0.5) / 1000, math.floor(y * 1000 + 0.5) / 1000
  local found
  for _, node in ipairs(st.layout and st.layout.nodes or {}) do
    local f = node.frame
    if f and x >= f[1] and x < f[1] + f[3] and y >= f[2] and y < f[2] + f[4] then
      found = node.id
    end
  end
  return { x, y }, found
end
M._preview_target = preview_target

local function highlight_node(st, node)
  st.highlight = node
  apply_highlight(st)
  st.need_render = true
  pump(st)
  if st.page and daemon.conn then
    daemon.conn:request('preview/highlight', { scene = st.scene, node = node }, function() end)
  end
end

--- :PopsplitJump. In a source buffer: the node declared at the cursor is highlighted in the text
--- preview and the page. In a preview: the cursor goes to the declaration of the node under it.
function M.jump()
  local buf = api.nvim_get_current_buf()
  local pst = by_preview[buf]
  if pst then
    local _, node = preview_target(pst)
    if not node then
      say('no node under the cursor', vim.log.levels.WARN)
      return
    end
    reveal(pst, node)
    return
  end
  if by_events[buf] then
    say('PopsplitJump works in a document or its preview', vim.log.levels.WARN)
    return
  end
  local st = M.attach(buf)
  local cursor = api.nvim_win_get_cursor(0)
  when_synced(st, function()
    local text = api.nvim_buf_get_lines(buf, cursor[1] - 1, cursor[1], false)[1] or ''
    local character = from_byte(text, cursor[2], daemon.encoding or 'utf-16')
    scene_request(st, 'scene/nodeAt', { position = { line = cursor[1] - 1, character = character } }, function(result)
      if result.node == nil or result.node == vim.NIL then
        say('no node is declared at the cursor', vim.log.levels.WARN)
        return
      end
      highlight_node(st, result.node)
      M.last_jump = { from = 'source', node = result.node }
      say('node ' .. result.node)
    end)
  end)
end

-- ------------------------------------------------------------------------------------------------
-- Commands.

local function scratch(name, filetype)
  local buf = api.nvim_create_buf(false, true)
  pcall(api.nvim_buf_set_name, buf, name)
  api.nvim_buf_set_option(buf, 'buftype', 'nofile')
  api.nvim_buf_set_option(buf, 'bufhidden', 'hide')
  api.nvim_buf_set_option(buf, 'swapfile', false)
  api.nvim_buf_set_option(buf, 'filetype', filetype)
  api.nvim_buf_set_option(buf, 'modifiable', false)
  return buf
end

local function show_in_split(buf, vertical, size)
  local back = api.nvim_get_current_win()
  vim.cmd(vertical and 'rightbelow vsplit' or 'botright split')
  local win = api.nvim_get_current_win()
  api.nvim_win_set_buf(win, buf)
  if size then
    if vertical then
      api.nvim_win_set_width(win, size)
    else
      api.nvim_win_set_height(win, size)
    end
  end
  for option, value in pairs({ wrap = false, number = false, relativenumber = false, signcolumn = 'no',
    foldcolumn = '0', list = false, spell = false, cursorline = true }) do
    api.nvim_win_set_option(win, option, value)
  end
  api.nvim_set_current_win(back)
  return win
end

--- :PopsplitPreview: the text picture in a split, redrawn as the buffer changes.
function M.preview()
  local st = M.attach(0)
  if preview_window(st) then
    return st
  end
  if not (st.preview_buf and api.nvim_buf_is_valid(st.preview_buf)) then
    st.preview_buf = scratch('popsplit://preview/' .. st.scene, 'popsplit')
    by_preview[st.preview_buf] = st
    local opts = { buffer = st.preview_buf, silent = true }
    vim.keymap.set('n', '<CR>', function()
      M.tap_cursor()
    end, vim.tbl_extend('force', opts, { desc = 'popsplit: tap here' }))
    vim.keymap.set('n', 'gd', M.jump, vim.tbl_extend('force', opts, { desc = 'popsplit: jump to the declaration' }))
    vim.keymap.set('n', '<C-]>', M.jump, vim.tbl_extend('force', opts, { desc = 'popsplit: jump to the declaration' }))
    vim.keymap.set('n', 'r', function()
      M.rotate()
    end, vim.tbl_extend('force', opts, { desc = 'popsplit: rotate' }))
    vim.keymap.set('n', 'q', '<cmd>close<CR>', vim.tbl_extend('force', opts, { desc = 'close' }))
    local group = api.nvim_create_augroup('popsplit-preview-' .. st.preview_buf, { clear = true })
    api.nvim_create_autocmd({ 'WinScrolled', 'VimResized', 'BufWinEnter' }, {
      group = group,
      callback = function()
        if states[st.bufnr] ~= st or not preview_window(st) then
          return
        end
        local columns, rows = grid_size(st)
        if not st.grid or st.grid[1] ~= columns or st.grid[2] ~= rows then
          st.need_render = true
          pump(st)
        end
      end,
    })
  end
  local size = M.config.preview_size
  if not size then
    size = M.config.split == 'vertical' and math.floor(vim.o.columns / 2) or math.floor(vim.o.lines / 2)
  end
  show_in_split(st.preview_buf, M.config.split == 'vertical', size)
  if st.picture then
    api.nvim_buf_set_option(st.preview_buf, 'modifiable', true)
    api.nvim_buf_set_lines(st.preview_buf, 0, -1, false, st.picture)
    api.nvim_buf_set_option(st.preview_buf, 'modifiable', false)
  end
  st.need_render = true
  pump(st)
  return st
end

--- :PopsplitEvents: a scratch buffer with the scene's events, streaming.
function M.events()
  local st = M.attach(0)
  if not (st.events_buf and api.nvim_buf_is_valid(st.events_buf)) then
    st.events_buf = scratch('popsplit://events/' .. st.scene, 'popsplitevents')
    by_events[st.events_buf] = st
    api.nvim_buf_set_option(st.events_buf, 'modifiable', true)
    api.nvim_buf_set_lines(st.events_buf, 0, -1, false, st.events)
    api.nvim_buf_set_option(st.events_buf, 'modifiable', false)
  end
  if vim.fn.bufwinid(st.events_buf) == -1 then
    show_in_split(st.events_buf, false, 12)
  end
  return st
end

--- :PopsplitRotate [orientation]: portrait <-> landscape by default.
function M.rotate(orientation)
  local st = M.attach(0)
  if orientation == nil or orientation == '' then
    local now = st.layout and st.layout.orientation or 'portrait'
    orientation = now:match('^portrait') and 'landscapeLeft' or 'portrait'
  end
  scene_request(st, 'device/rotate', { orientation = orientation }, function(result)
    if result.rotated == false then
      say('rotation refused by ' .. tostring(result.refusedBy))
    else
      say('rotated to ' .. orientation)
    end
  end)
end

local function describe_tap(x, y, result)
  local hit = type(result.hit) == 'table' and result.hit or {}
  local action = result.action
  return string.format('tap at %g, %g: %s (%s), action %s', x, y, tostring(hit.id or '-'), tostring(hit.kind or '-'),
    (action == nil or action == vim.NIL) and 'none' or tostring(action))
end

--- :PopsplitTap {x} {y}: a tap at a point of the screen (window coordinates, points).
function M.tap(x, y)
  local st = M.attach(0)
  x, y = tonumber(x), tonumber(y)
  if not (x and y) then
    say('PopsplitTap takes two numbers: x and y in points', vim.log.levels.ERROR)
    return
  end
  scene_request(st, 'touch/tap', { point = { x, y } }, function(result)
    say(describe_tap(x, y, result))
    M.last_tap = result
  end)
end

--- In a preview: a tap at the cell under the cursor.
function M.tap_cursor()
  local st = by_preview[api.nvim_get_current_buf()]
  if not st then
    return
  end
  local point = preview_target(st)
  if not point then
    say('the cursor is not on the screen', vim.log.levels.WARN)
    return
  end
  scene_request(st, 'touch/tap', { point = point }, function(result)
    say(describe_tap(point[1], point[2], result))
    M.last_tap = result
  end)
end

local function open_url(url)
  local opener = M.config.open_url
  if type(opener) == 'function' then
    return opener(url)
  end
  local cmd
  if type(opener) == 'table' then
    cmd = vim.list_extend(vim.deepcopy(opener), { url })
  elseif vim.ui and vim.ui.open then
    return vim.ui.open(url)
  elseif vim.fn.has('mac') == 1 then
    cmd = { 'open', url }
  else
    cmd = { 'xdg-open', url }
  end
  if vim.fn.executable(cmd[1]) ~= 1 then
    say('no browser opener (' .. cmd[1] .. '); open ' .. url .. ' yourself', vim.log.levels.WARN)
    return
  end
  vim.fn.jobstart(cmd, { detach = true })
end

--- :PopsplitBrowser: the daemon's preview page (preview/start) in the system browser.
function M.browser()
  local st = M.attach(0)
  scene_request(st, 'preview/start', {}, function(result)
    st.page, st.url = true, result.url
    M.last_url = result.url
    say('preview page: ' .. tostring(result.url))
    open_url(result.url)
    if st.highlight and daemon.conn then
      daemon.conn:request('preview/highlight', { scene = st.scene, node = st.highlight }, function() end)
    end
  end, function(err)
    if err.code == -32601 then
      say('this popsplit has no preview page (preview/start): update it', vim.log.levels.ERROR)
      return true
    end
    return false
  end)
end

--- A scene method by name (for keys of one's own): :PopsplitCall app/enterBackground
function M.call(method, params)
  local st = M.attach(0)
  scene_request(st, method, params or {}, function(result)
    say(method .. ': ' .. vim.json.encode(result))
  end)
end

--- Options; see :help popsplit-options. May be called again.
function M.setup(opts)
  M.config = configuration.build(opts)
  api.nvim_set_hl(0, 'PopsplitNode', { default = true, link = 'IncSearch' })
  return M
end

--- State for :checkhealth and the tests.
function M.status(bufnr)
  if bufnr == nil then
    return daemon
  end
  bufnr = bufnr == 0 and api.nvim_get_current_buf() or bufnr
  return states[bufnr] or by_preview[bufnr] or by_events[bufnr]
end

api.nvim_set_hl(0, 'PopsplitNode', { default = true, link = 'IncSearch' })
api.nvim_create_autocmd('VimLeavePre', {
  group = api.nvim_create_augroup('popsplit-exit', { clear = true }),
  callback = function()
    M.stop()
  end,
})

return M
