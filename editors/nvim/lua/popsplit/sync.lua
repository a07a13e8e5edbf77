-- popsplit.sync: each buffer the user points a command at becomes a scene (`nvim<bufnr>`) opened
-- from the buffer's text; every change is sent again (`scene/reload`), debounced and coalesced:
-- at most one reload and one render are on their way per buffer, and the newest text goes next.
-- Nothing ever waits for the daemon: every request is answered through a callback.
local state = require('popsplit.state')
local uv = require('popsplit.uv')
local daemon_process = require('popsplit.daemon')
local diagnostics = require('popsplit.diagnostics')
local formats = require('popsplit.formats')
local preview = require('popsplit.preview')
local say = require('popsplit.log').say

local api = vim.api
local P = state.public
local daemon = state.daemon
local states, by_scene, by_preview, by_events = state.states, state.by_scene, state.by_preview, state.by_events

local M = {}

local function reset_scene_state(st)
  st.opened, st.inflight, st.dirty, st.render_pending = false, false, true, false
  st.drawn_version, st.latest_version, st.need_render = 0, 0, true
  st.waiters = {}
end

--- Marks every scene as unknown to the daemon (it died): each is opened again from its buffer.
function M.forget_all()
  for _, st in pairs(states) do
    reset_scene_state(st)
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

local pump

local function request_render(st, conn, gen, tick)
  local columns, rows = preview.grid_size(st)
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
        preview.draw(st, result, tick)
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
  local conn = daemon_process.ensure()
  if not conn then
    return
  end
  local gen = daemon.gen
  local visible = preview.window(st) ~= nil
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
    -- A storyboard or nib goes with its format and its companion document's path.
    local params = formats.params(st.bufnr)
    params.scene, params.text = st.scene, table.concat(lines, '\n') .. '\n'
    conn:request(method, params, function(err, result)
      if gen ~= daemon.gen or states[st.bufnr] ~= st then
        return
      end
      st.inflight_reload = false
      if err then
        if err.code == -32010 then
          st.doc_error = true
          diagnostics.set(st, err.data and err.data.diagnostics or {}, lines)
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
        st.format = result.format or 'scene'
        diagnostics.set(st, result.diagnostics, lines)
      end
      st.tick_checked = tick
      if not visible then
        st.inflight = false
        pump(st)
      end
      run_waiters(st)
    end)
    if method == 'scene/open' and st.restore then
      M.send_restore(st, conn, gen)
    end
    if visible then
      request_render(st, conn, gen, tick)
    end
  elseif st.need_render and visible and st.opened then
    request_render(st, conn, gen, st.tick_sent)
  end
end
M.pump = pump

--- Puts a scene back in the state of the snapshot kept of it: sent right behind the `scene/open`
--- of a new daemon, before any render.
function M.send_restore(st, conn, gen)
  conn:request('scene/restore', { scene = st.scene, snapshot = st.snapshot }, function(err)
    if gen ~= daemon.gen or states[st.bufnr] ~= st then
      return
    end
    local name = vim.fn.fnamemodify(api.nvim_buf_get_name(st.bufnr), ':t')
    if not err then
      st.restore = false
      say('restored the state of ' .. name)
    elseif err.code ~= -32011 then
      -- (-32011: the open before it failed, the document has errors: the next open restores.)
      st.restore = false
      say('could not restore the state of ' .. name .. ': ' .. tostring(err.message), vim.log.levels.WARN)
    end
  end)
end

--- Takes a scene's snapshot soon (its state changed: an event or a layout came) and keeps it, to
--- put the scene back after a restart. Not while a restore is due: the scene is then at launch.
function M.schedule_snapshot(st)
  -- What a reload changes is the document's doing, kept by the reload itself: typing costs no
  -- snapshots.
  if st.snapshot_due or st.inflight_reload then
    return
  end
  st.snapshot_due = true
  vim.defer_fn(function()
    st.snapshot_due = false
    local conn = daemon.conn
    if st.detached or st.restore or not st.opened or not conn or conn.closed then
      return
    end
    local gen = daemon.gen
    conn:request('scene/snapshot', { scene = st.scene }, function(err, result)
      if gen == daemon.gen and not err and result and not st.restore then
        st.snapshot = result.snapshot
      end
    end)
  end, 50)
end

--- Sends every scene again (to a daemon just started); returns how many there are. A new daemon
--- opens a scene at its launch state: the snapshot kept of it puts it back as it was.
function M.reopen_all()
  local count = 0
  for _, st in pairs(states) do
    reset_scene_state(st)
    st.restore = st.snapshot ~= nil
    count = count + 1
    pump(st)
  end
  return count
end

local function schedule_pump(st)
  if P.config.debounce_ms == 0 then
    vim.schedule(function()
      pump(st)
    end)
    return
  end
  if not st.timer then
    st.timer = uv.new_timer()
  end
  st.timer:stop()
  st.timer:start(P.config.debounce_ms, 0, vim.schedule_wrap(function()
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

--- A companion document (`<file>.popsplit.json`) was written: every buffer of its storyboard or
--- nib is sent again (the daemon reads the companion at each open and reload).
function M.companion_written(path)
  local owner = formats.companion_owner(vim.fn.fnamemodify(path, ':p'))
  if not owner then
    return
  end
  for _, st in pairs(states) do
    if api.nvim_buf_is_valid(st.bufnr) and vim.fn.fnamemodify(api.nvim_buf_get_name(st.bufnr), ':p') == owner then
      st.dirty = true
      schedule_pump(st)
    end
  end
end

--- Runs fn once the daemon has the buffer's newest text (at once when it has).
function M.when_synced(st, fn)
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
--- on_error(err) returns true when it dealt with the error (else it is said).
function M.scene_request(st, method, params, callback, on_error)
  M.when_synced(st, function()
    local conn = daemon_process.ensure()
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

return M
