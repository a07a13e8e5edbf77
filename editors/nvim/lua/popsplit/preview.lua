-- popsplit.preview: the text picture of a scene in its preview buffer: the grid it is rendered
-- at, drawing it, and the node highlighted in it.
local state = require('popsplit.state')
local uv = require('popsplit.uv')

local api = vim.api
local P = state.public

local M = {}

--- The window showing a scene's preview, or nil.
function M.window(st)
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
function M.grid_size(st)
  if P.config.grid then
    return P.config.grid[1], P.config.grid[2]
  end
  local win = M.window(st)
  local width = win and api.nvim_win_get_width(win) or 96
  local height = win and (api.nvim_win_get_height(win) - 1) or 48
  local columns, rows = width, height
  if P.config.fit == 'aspect' then
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
function M.geometry(st)
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
function M.node_cells(st, id)
  local g, node = M.geometry(st), find_node(st, id)
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

--- Highlights the cells of the scene's highlighted node (st.highlight) and puts the preview's
--- cursor on them.
function M.apply_highlight(st)
  local buf = st.preview_buf
  if not (buf and api.nvim_buf_is_valid(buf)) then
    return
  end
  api.nvim_buf_clear_namespace(buf, state.ns_highlight, 0, -1)
  st.highlight_cells = nil
  if not st.highlight then
    return
  end
  local cells = M.node_cells(st, st.highlight)
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
    api.nvim_buf_add_highlight(buf, state.ns_highlight, 'PopsplitNode', r + 1, b0, b1)
  end
  local win = M.window(st)
  if win then
    local line = st.picture[cells.r0 + 2] or ''
    local ok, b0 = pcall(vim.str_byteindex, line, cells.c0)
    pcall(api.nvim_win_set_cursor, win, { cells.r0 + 2, ok and b0 or 0 })
  end
end

--- Shows a note instead of a picture (the document never loaded), unless a picture is shown.
function M.note(st, lines)
  local buf = st.preview_buf
  if st.picture or not (buf and api.nvim_buf_is_valid(buf)) then
    return
  end
  api.nvim_buf_set_option(buf, 'modifiable', true)
  api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  api.nvim_buf_set_option(buf, 'modifiable', false)
end

--- Shows a scene/render result drawn from the text of changedtick `tick`, then calls the draw
--- hooks.
function M.draw(st, result, tick)
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
    M.apply_highlight(st)
  end
  for _, hook in ipairs(P.on_draw) do
    pcall(hook, st)
  end
end

return M
