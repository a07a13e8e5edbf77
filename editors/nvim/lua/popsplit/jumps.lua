-- popsplit.jumps: between a document and its previews. A node under the preview's cursor (or one
-- the page asks to reveal) -> the cursor on its declaration; the node declared at the source's
-- cursor -> highlighted in the text preview and the page.
local state = require('popsplit.state')
local scenes = require('popsplit.scenes')
local server = require('popsplit.server')
local preview = require('popsplit.preview')
local positions = require('popsplit.positions')
local say = require('popsplit.log').say

local api = vim.api
local P = state.public
local by_preview, by_events = state.by_preview, state.by_events

local M = {}

--- The position encoding the server and Neovim agreed on (Neovim 0.7 speaks UTF-16).
local function encoding()
  local client = server.client()
  return client and client.offset_encoding or 'utf-16'
end

--- A window showing the scene's source, split off the preview when only the preview is shown.
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
  local col = positions.to_byte(text, range.start.character, encoding())
  api.nvim_win_set_cursor(win, { line + 1, col })
  P.last_jump = { from = 'preview', line = line + 1, col = col }
end

--- Finds the declaration of `node` (or, for chrome popsplit derives, `nav.back`, its owner's).
local function locate(st, node, callback)
  scenes.request(st, 'scene/locate', { node = node }, function(result)
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

--- Puts the cursor on the declaration of `node` in the scene's source.
function M.reveal(st, node)
  if type(node) ~= 'string' then
    return
  end
  locate(st, node, function(found, range)
    jump_to_range(st, range)
    say('revealed ' .. found)
  end)
end

--- The preview cell under the cursor as a point of the screen, and the front-most node there.
function M.preview_target(st)
  local g = preview.geometry(st)
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

local function highlight_node(st, node)
  st.highlight = node
  preview.apply_highlight(st)
  scenes.render(st)
  if st.page then
    scenes.request(st, 'preview/highlight', { node = node })
  end
end

--- :PopsplitJump. In a source buffer: the node declared at the cursor is highlighted in the text
--- preview and the page. In a preview: the cursor goes to the declaration of the node under it.
function M.jump()
  local buf = api.nvim_get_current_buf()
  local pst = by_preview[buf]
  if pst then
    local _, node = M.preview_target(pst)
    if not node then
      say('no node under the cursor', vim.log.levels.WARN)
      return
    end
    M.reveal(pst, node)
    return
  end
  if by_events[buf] then
    say('PopsplitJump works in a document or its preview', vim.log.levels.WARN)
    return
  end
  local st = scenes.attach(buf)
  if not st then
    return
  end
  local cursor = api.nvim_win_get_cursor(0)
  local text = api.nvim_buf_get_lines(buf, cursor[1] - 1, cursor[1], false)[1] or ''
  local character = positions.from_byte(text, cursor[2], encoding())
  -- The request goes after the buffer's pending changes: the position is in the text it has.
  scenes.request(st, 'scene/nodeAt', { position = { line = cursor[1] - 1, character = character } }, function(result)
    if result.node == nil or result.node == vim.NIL then
      say('no node is declared at the cursor', vim.log.levels.WARN)
      return
    end
    highlight_node(st, result.node)
    P.last_jump = { from = 'source', node = result.node }
    say('node ' .. result.node)
  end)
end

return M
