-- popsplit.scenes: each buffer the user points a command at is attached to the language server
-- (vim.lsp sends its text; the server makes it a scene named after the file). What LSP has no
-- words for goes through `popsplit/request` about the document: the pictures (rendered after each
-- layout the server announces, at most one on its way per buffer), taps and other commands, the
-- snapshot kept for a restart and put back after it.
-- Nothing ever waits for the server: every request is answered through a callback.
local state = require('popsplit.state')
local server = require('popsplit.server')
local companions = require('popsplit.companions')
local preview = require('popsplit.preview')
local say = require('popsplit.log').say

local api = vim.api
local srv = state.server
local states, by_uri, by_preview, by_events = state.states, state.by_uri, state.by_preview, state.by_events

local M = {}

--- Methods that only read a scene: no snapshot is taken after them.
local reading = {
  ['scene/render'] = true,
  ['scene/layout'] = true,
  ['scene/snapshot'] = true,
  ['scene/restore'] = true,
  ['scene/locate'] = true,
  ['scene/nodeAt'] = true,
  ['preview/start'] = true,
  ['preview/highlight'] = true,
}

--- What a scene knows of the server's scene: nothing, after a (re)start.
local function reset_scene_state(st)
  st.attached, st.rendering, st.need_render, st.restoring = false, false, false, false
  st.drawn_version, st.latest_version, st.tick_requested = 0, 0, -1
  st.layout = nil
end

--- Marks every scene as unknown to the server (it died or is replaced): each is opened again.
function M.forget_all()
  for _, st in pairs(states) do
    reset_scene_state(st)
  end
end

--- The file name of a scene's buffer, for messages.
local function name_of(st)
  return vim.fn.fnamemodify(api.nvim_buf_get_name(st.bufnr), ':t')
end

--- Says, once per server, that it has no `popsplit/request` (a popsplit older than the plugin
--- extensions): nothing but Neovim's LSP features works then.
local function say_no_extensions()
  if srv.said_no_extensions ~= srv.gen then
    srv.said_no_extensions = srv.gen
    say('this popsplit lsp has no popsplit/request: no pictures, taps or events (build a newer popsplit)',
      vim.log.levels.ERROR)
  end
end

--- Runs fn(client) once the buffer's didOpen has gone out to the running server.
function M.when_attached(st, fn)
  if st.attached then
    local client = server.client()
    if client then
      fn(client)
    end
    return
  end
  table.insert(st.waiters, fn)
end

--- Sends `popsplit/request` for a scene: daemon method `method` with `params` about the
--- buffer's document, once the server has the buffer's newest text (vim.lsp sends pending
--- changes before any request). callback(result) on success; on_error(err) returns true when it
--- dealt with the error (else it is said).
function M.request(st, method, params, callback, on_error)
  M.when_attached(st, function(client)
    local gen = srv.gen
    if params == nil or vim.tbl_isempty(params) then
      params = vim.empty_dict()
    end
    client.request('popsplit/request', { textDocument = { uri = st.uri }, method = method, params = params },
      function(err, result)
        if gen ~= srv.gen or states[st.bufnr] ~= st then
          return
        end
        if err then
          if on_error and on_error(err) then
            return
          end
          if err.code == -32601 then
            say_no_extensions()
          elseif err.code == -32011 then
            say('the document has errors (see the diagnostics): ' .. method .. ' needs a scene', vim.log.levels.WARN)
          else
            say(method .. ': ' .. tostring(err.message), vim.log.levels.WARN)
          end
          return
        end
        if not reading[method] then
          M.keep_snapshot(st)
        end
        if callback then
          callback(result)
        end
      end, st.bufnr)
  end)
end

--- Takes the scene's snapshot and keeps it, to put the scene back after a restart. Taken after
--- each command that may change the scene (a tap, a rotation ...); what an edit changes is the
--- text's doing, which the new server reads from the buffer.
function M.keep_snapshot(st)
  if st.restore then
    return -- the scene is at its launch state until the kept snapshot is back
  end
  M.request(st, 'scene/snapshot', {}, function(result)
    if not st.restore and result and result.snapshot then
      st.snapshot = result.snapshot
    end
  end, function()
    return true
  end)
end

--- Puts a scene back in the state of the snapshot kept of it (after a restart).
function M.send_restore(st)
  if not (st.restore and st.snapshot) or st.restoring then
    return
  end
  st.restoring = true
  M.request(st, 'scene/restore', { snapshot = st.snapshot }, function()
    st.restore, st.restoring = false, false
    say('restored the state of ' .. name_of(st))
  end, function(err)
    st.restoring = false
    if err.code == -32011 then
      return true -- the document has errors: restored after its first good load
    end
    st.restore = false
    say('could not restore the state of ' .. name_of(st) .. ': ' .. tostring(err.message), vim.log.levels.WARN)
    return true
  end)
end

--- Renders the text picture for the scene's preview (when it is shown), at most one render on
--- its way per buffer: one asked for meanwhile follows it.
function M.render(st)
  if not preview.window(st) then
    return
  end
  if st.rendering or not st.attached then
    st.need_render = true
    return
  end
  local client = server.client()
  if not client then
    return
  end
  local columns, rows = preview.grid_size(st)
  local gen = srv.gen
  st.rendering, st.need_render = true, false
  local tick
  client.request('popsplit/request', {
    textDocument = { uri = st.uri },
    method = 'scene/render',
    params = { format = 'text', options = { columns = columns, rows = rows, highlight = st.highlight } },
  }, function(err, result)
    if gen ~= srv.gen or states[st.bufnr] ~= st then
      return
    end
    st.rendering = false
    if err then
      if err.code == -32601 then
        say_no_extensions()
      elseif err.code == -32011 then
        preview.note(st, { 'The document has errors (see the diagnostics):',
          'the preview appears once the language server accepts it.' })
      end
    elseif result then
      if result.layoutVersion >= st.drawn_version then
        preview.draw(st, result, tick)
      else
        st.dropped = st.dropped + 1 -- a picture older than the one shown
      end
    end
    if st.need_render or (not err and st.latest_version > st.drawn_version) then
      M.render(st)
    end
  end, st.bufnr)
  -- vim.lsp sent the buffer's pending changes before the request: the picture is of this text.
  tick = api.nvim_buf_get_changedtick(st.bufnr)
  st.tick_requested = tick
end

--- A layout came for the scene (its version): the picture follows it.
function M.layout_changed(st, version)
  st.latest_version = math.max(st.latest_version, version or 0)
  if st.restore then
    M.send_restore(st)
  end
  -- A render on its way was asked after whatever caused this layout (the server answers in
  -- order): it draws it.
  if not st.rendering then
    M.render(st)
  end
end

--- The diagnostics of a load came (result: publishDiagnostics' params): which text the server
--- checked; a load that changed nothing visible still gets a picture of its text.
function M.diagnostics_published(result)
  local st = by_uri[result.uri]
  if not st then
    return
  end
  if type(result.version) == 'number' then
    st.tick_checked = result.version
    if result.version > st.tick_requested and st.drawn_version > 0 and not st.rendering then
      M.render(st)
    end
  end
end

--- A buffer's didOpen went out (first attach, or to a restarted server): what waited runs.
function M.attached(bufnr)
  local st = states[bufnr]
  if not st then
    return
  end
  st.attached = true
  local waiters = st.waiters
  st.waiters = {}
  local client = server.client()
  for _, fn in ipairs(waiters) do
    if client then
      fn(client)
    end
  end
  if st.restore then
    M.send_restore(st)
  end
  M.render(st)
end

--- Attaches every scene's buffer to a server just started; returns how many documents it has then
--- (the scenes and the companion buffers, attached when it started). A new server opens a scene
--- at its launch state: the snapshot kept of it puts it back as it was.
function M.reopen_all(client_id)
  local count = companions.count(client_id)
  for bufnr, st in pairs(states) do
    if api.nvim_buf_is_valid(bufnr) then
      reset_scene_state(st)
      st.restore = st.snapshot ~= nil
      vim.lsp.buf_attach_client(bufnr, client_id)
      count = count + 1
    end
  end
  return count
end

local function detach(bufnr)
  local st = states[bufnr]
  if not st then
    return
  end
  st.detached = true
  states[bufnr], by_uri[st.uri] = nil, nil
  if st.preview_buf then
    by_preview[st.preview_buf] = nil
  end
  if st.events_buf then
    by_events[st.events_buf] = nil
  end
  for _, buf in ipairs({ st.preview_buf, st.events_buf }) do
    if buf and api.nvim_buf_is_valid(buf) then
      pcall(api.nvim_buf_delete, buf, { force = true })
    end
  end
end

--- Makes a buffer a scene (once): attached to the language server, which opens it from its text
--- and loads it again on every change. Returns its state, or nil for a buffer with no file name
--- or a companion document (attached by companions.lua, no scene of its own).
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and api.nvim_get_current_buf() or bufnr
  if by_preview[bufnr] or by_events[bufnr] then
    return by_preview[bufnr] or by_events[bufnr]
  end
  if states[bufnr] then
    return states[bufnr]
  end
  local name = api.nvim_buf_get_name(bufnr)
  if companions.is_companion(name) then
    say('this is a companion document, no scene of its own: open its storyboard ('
      .. vim.fn.fnamemodify(companions.owner(name), ':t') .. '), which loads with this buffer\'s text',
      vim.log.levels.WARN)
    return nil
  end
  if name == '' then
    say('this buffer has no file name: the language server names a scene after its file; save it first',
      vim.log.levels.ERROR)
    return nil
  end
  local st = {
    bufnr = bufnr,
    uri = vim.uri_from_bufnr(bufnr),
    events = {},
    waiters = {},
    history = { drawn = {} },
    tick_drawn = -1,
    tick_checked = -1,
    dropped = 0,
  }
  reset_scene_state(st)
  states[bufnr], by_uri[st.uri] = st, st
  -- vim.lsp closes the document when the buffer goes; its preview and events go with it.
  api.nvim_buf_attach(bufnr, false, {
    on_detach = function()
      vim.schedule(function()
        if states[bufnr] == st then
          detach(bufnr)
        end
      end)
    end,
  })
  local client = server.client()
  if client then
    vim.lsp.buf_attach_client(bufnr, client.id)
  end
  return st
end

return M
