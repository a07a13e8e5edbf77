-- popsplit.notifications: what the language server sends about a document's scene unasked
-- (`popsplit/sceneNotification`: scene/event, scene/layout, preview/reveal) and the delegate's
-- questions it asks (`popsplit/question`), with each scene's event history.
local state = require('popsplit.state')
local scenes = require('popsplit.scenes')
local jumps = require('popsplit.jumps')
local questions = require('popsplit.questions')

local api = vim.api
local P = state.public
local by_uri = state.by_uri

local M = {}

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

--- Adds a line to a scene's event history (max_events kept) and to its events buffer.
local function record_event(st, line)
  table.insert(st.events, line)
  if #st.events > P.config.max_events then
    table.remove(st.events, 1)
  end
  events_append(st, { line })
end

--- Rebuilds the full node list from a delta layout (protocol.md section 5): drop `removed`,
--- upsert `changed`, sort by `order`. A delta that does not follow the layout held (after a
--- restart, or a client that lost track) asks for the full layout.
local function apply_delta(st, params)
  local layout = st.layout
  if not (layout and layout.nodes and layout.version == params.baseVersion) then
    st.layout = nil
    scenes.request(st, 'scene/layout', {}, function(result)
      if result and (not st.layout or (st.layout.version or 0) <= result.version) then
        st.layout = result
      end
    end, function()
      return true
    end)
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

--- `popsplit/sceneNotification` {textDocument = {uri}, method, params}: one daemon
--- notification about the scene of the document.
function M.on_scene_notification(message)
  local document, params = message.textDocument, message.params
  local st = type(document) == 'table' and by_uri[document.uri] or nil
  if not st or type(params) ~= 'table' then
    return
  end
  local method = message.method
  if method == 'scene/event' then
    record_event(st, event_line(params))
  elseif method == 'scene/layout' then
    st.scene = params.scene -- the server's name for the document's scene
    if params.mode == 'delta' then
      apply_delta(st, params)
    else
      st.layout = params
    end
    scenes.layout_changed(st, params.version)
  elseif method == 'preview/reveal' then
    jumps.reveal(st, params.node)
  end
end

--- `preview/reveal` {scene, node}: the page asks for a node's declaration.
function M.on_reveal(params)
  for _, st in pairs(state.states) do
    if st.scene ~= nil and st.scene == params.scene then
      jumps.reveal(st, params.node)
      return
    end
  end
end

--- `popsplit/question` {textDocument = {uri}, method, params}: the answer by the `questions`
--- option (asked in words with 'ask'); vim.NIL lets the daemon take its default.
function M.on_question(message)
  local params = type(message.params) == 'table' and message.params or {}
  local method = message.method or '?'
  local answer, said = questions.answer(P.config.questions, method, params)
  local st = type(message.textDocument) == 'table' and by_uri[message.textDocument.uri] or nil
  if st then
    record_event(st, string.format('    ?  %s  %s', questions.text(method, params), said))
  end
  return answer
end

return M
