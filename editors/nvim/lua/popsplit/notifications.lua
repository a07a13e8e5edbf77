-- popsplit.notifications: what the daemon sends unasked (scene/event, scene/layout,
-- preview/reveal) and the delegate questions it asks, with each scene's event history.
local state = require('popsplit.state')
local sync = require('popsplit.sync')
local jumps = require('popsplit.jumps')

local api = vim.api
local P = state.public
local daemon = state.daemon
local by_scene = state.by_scene

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
--- upsert `changed`, sort by `order`. A delta that does not follow the layout held (it cannot
--- happen on one pipe, but a client that lost track resynchronises) asks for the full layout.
local function apply_delta(st, params)
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

function M.on_notification(method, params)
  if type(params) ~= 'table' then
    return
  end
  local st = by_scene[params.scene]
  if not st then
    return
  end
  if method == 'scene/event' or method == 'scene/layout' then
    sync.schedule_snapshot(st)
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
      sync.pump(st)
    end
  elseif method == 'preview/reveal' then
    jumps.reveal(st, params.node)
  end
end

--- The answer to a delegate question, by the `questions` option; vim.NIL lets the daemon take
--- its default.
function M.on_question(method, params)
  params = params or {}
  local mode, default = P.config.questions, params.default
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

return M
